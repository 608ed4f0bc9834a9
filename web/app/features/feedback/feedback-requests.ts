import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { FeedbackRating } from '../../gql/graphql';

const CreateUserFeedbackMutation = graphql(`
  mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {
    createUserFeedback(input: $input) {
      success
    }
  }
`);

/** Sends the signed-in user's feedback from the modal. */
export async function createUserFeedback(input: { comment: string; rating: FeedbackRating }): Promise<boolean> {
  const result = await requestGraphql(CreateUserFeedbackMutation, { input });
  return result.createUserFeedback.success;
}
