import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import { describe, expect, it } from 'vitest';
import { charactersRemaining, isOverLimit, remainingText } from '../../../web/app/features/feedback/feedback-counter';
import { feedbackErrorMessage } from '../../../web/app/features/feedback/feedback-error-message';
import { feedbackFormSchema } from '../../../web/app/features/feedback/feedback-schema';
import { isExitThroughTop } from '../../../web/app/features/feedback/use-exit-intent';

function clientError(status: number, errors: { message: string }[] | undefined): GraphqlFailure {
  return new GraphqlFailure(status, errors ?? []);
}

describe('the feedback counter', () => {
  it.each([
    ['nothing typed', '', 255, '255 characters remaining', false],
    ['Great tool', 'Great tool', 245, '245 characters remaining', false],
    ['exactly 255', 'a'.repeat(255), 0, '0 characters remaining', false],
    ['256: one over, shown as exceeded', 'a'.repeat(256), -1, '-1 characters remaining', true],
    ['300', 'a'.repeat(300), -45, '-45 characters remaining', true],
    ['emoji count once, as the server counts them', '🙂🙂', 253, '253 characters remaining', false],
  ])('%s', (_name, comment, remaining, text, exceeded) => {
    expect(charactersRemaining(comment)).toBe(remaining);
    expect(remainingText(remaining)).toBe(text);
    expect(isOverLimit(remaining)).toBe(exceeded);
  });
});

describe('the feedback form rules', () => {
  const problems = (input: unknown) => {
    const parsed = feedbackFormSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it.each([
    ['a comment and a rating', { comment: 'Great tool', rating: 'good' }, []],
    ['an empty comment', { comment: '', rating: 'poor' }, [['comment', 'Enter feedback']]],
    ['a comment of spaces', { comment: '   ', rating: 'poor' }, [['comment', 'Enter feedback']]],
    ['no rating', { comment: 'Hi' }, [['rating', 'Please select a rating']]],
    ['an unchosen radio group (null)', { comment: 'Hi', rating: null }, [['rating', 'Please select a rating']]],
    ['a rating of none of the three', { comment: 'Hi', rating: 'excellent' }, [['rating', 'Please select a rating']]],
    // No maximum: the counter shows it, and the server's message says it.
    ['a comment of 300 characters', { comment: 'a'.repeat(300), rating: 'satisfactory' }, []],
  ])('%s', (_name, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });
});

describe('the feedback error message', () => {
  it.each([
    [
      'the server’s message after "HTTP error: "',
      clientError(200, [{ message: 'Use at most 255 characters for your feedback' }]),
      'HTTP error: Use at most 255 characters for your feedback',
    ],
    [
      'a refusal with its status',
      clientError(429, [{ message: 'Too many attempts. Try again in 60 seconds.' }]),
      'HTTP error: Too many attempts. Try again in 60 seconds.',
    ],
    ['an answer without a message', clientError(502, undefined), 'Could not create feedback'],
    ['an answer with an empty message', clientError(500, [{ message: ' ' }]), 'Could not create feedback'],
    ['a thrown error: its own message', new TypeError('Failed to fetch'), 'Failed to fetch'],
    ['something thrown that is no error', 'boom', 'Could not create feedback'],
  ])('%s', (_name, error, message) => {
    expect(feedbackErrorMessage(error)).toBe(message);
  });
});

describe('leaving through the top edge', () => {
  const inside = {} as EventTarget;
  it.each([
    ['out of the page at the top', -1, null, true],
    ['out of the page at the very edge', 0, null, true],
    ['out of the page at the side or bottom', 300, null, false],
    ['from one element to another near the top', 0, inside, false],
    ['from one element to another', 200, inside, false],
  ])('%s', (_name, clientY, relatedTarget, expected) => {
    expect(isExitThroughTop({ clientY, relatedTarget })).toBe(expected);
  });
});
