import { GraphqlFailure } from '../../api/graphql-failure';

const noServerMessage = 'Could not create feedback';

/**
 * What the modal says when sending fails (SPEC §8): "HTTP error: " and the server's message when it answered
 * with one, 'Could not create feedback' when it gave none, and a thrown error's own message (no answer at all).
 */
export function feedbackErrorMessage(error: unknown): string {
  if (error instanceof GraphqlFailure) {
    const message = error.errors.find((problem) => problem.message.trim() !== '')?.message;
    return message === undefined ? noServerMessage : `HTTP error: ${message}`;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return noServerMessage;
}
