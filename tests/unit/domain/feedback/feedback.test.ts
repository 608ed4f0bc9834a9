import { describe, expect, it } from 'vitest';
import { checkFeedback, type FeedbackProblem } from '../../../../domain/feedback/feedback';

describe('the feedback rule', () => {
  it.each([
    ['a short comment rated good', 'Great tool', 'good', 'Great tool'],
    ['satisfactory', 'Fine', 'satisfactory', 'Fine'],
    ['poor', 'Slow pages', 'poor', 'Slow pages'],
    ['spaces around, trimmed', '  Great tool \n', 'good', 'Great tool'],
    ['exactly 255 characters', 'a'.repeat(255), 'good', 'a'.repeat(255)],
    ['255 characters once trimmed', ` ${'a'.repeat(255)} `, 'good', 'a'.repeat(255)],
    ['255 emoji, each one character', '🙂'.repeat(255), 'poor', '🙂'.repeat(255)],
    ['a single character', 'x', 'good', 'x'],
  ])('accepts %s', (_name, comment, rating, kept) => {
    expect(checkFeedback({ comment, rating })).toEqual({ ok: true, comment: kept, rating });
  });

  const commentMissing: FeedbackProblem = { field: 'comment', problem: 'missing' };
  const commentTooLong: FeedbackProblem = { field: 'comment', problem: 'too-long' };
  const ratingMissing: FeedbackProblem = { field: 'rating', problem: 'missing' };
  it.each<[string, string, string | null | undefined, FeedbackProblem]>([
    ['an empty comment', '', 'good', commentMissing],
    ['a comment of white space', ' \n\t ', 'good', commentMissing],
    ['256 characters', 'a'.repeat(256), 'good', commentTooLong],
    ['256 emoji', '🙂'.repeat(256), 'good', commentTooLong],
    ['no rating', 'Great tool', undefined, ratingMissing],
    ['a null rating', 'Great tool', null, ratingMissing],
    ['an empty rating', 'Great tool', '', ratingMissing],
    ['a rating of none of the three', 'Great tool', 'excellent', ratingMissing],
    ['a rating in capitals', 'Great tool', 'Good', ratingMissing],
    ['both missing: the comment first, as the form reads', '', undefined, commentMissing],
  ])('refuses %s', (_name, comment, rating, problem) => {
    expect(checkFeedback({ comment, rating })).toEqual({ ok: false, problem });
  });
});
