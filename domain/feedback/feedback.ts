import type { UserId } from '../shared/ids';

/** How the signed-in user rates their experience in the feedback modal (SPEC §3). */
export const feedbackRatings = ['good', 'satisfactory', 'poor'] as const;
export type FeedbackRating = (typeof feedbackRatings)[number];

/** The longest comment, in characters (SPEC §9). */
export const maxFeedbackCommentLength = 255;

/** One piece of feedback from the modal, as kept. */
export interface UserFeedback {
  readonly id: string;
  readonly userId: UserId;
  /** Trimmed, 1 to 255 characters. */
  readonly comment: string;
  readonly rating: FeedbackRating;
  readonly createdAt: Date;
}

export type FeedbackProblem =
  | { readonly field: 'comment'; readonly problem: 'missing' | 'too-long' }
  | { readonly field: 'rating'; readonly problem: 'missing' };

/**
 * The rule the modal shows (SPEC §5), enforced again here: a comment with something in it once trimmed, of at
 * most 255 characters (counted as characters, not UTF-16 units, as the database counts them), and one of the three
 * ratings. The comment's problem comes first, in the order of the form.
 */
export function checkFeedback(input: {
  readonly comment: string;
  readonly rating: string | null | undefined;
}): { ok: true; comment: string; rating: FeedbackRating } | { ok: false; problem: FeedbackProblem } {
  const comment = input.comment.trim();
  if (comment === '') return { ok: false, problem: { field: 'comment', problem: 'missing' } };
  if (feedbackCommentLength(comment) > maxFeedbackCommentLength) {
    return { ok: false, problem: { field: 'comment', problem: 'too-long' } };
  }
  if (!isFeedbackRating(input.rating)) return { ok: false, problem: { field: 'rating', problem: 'missing' } };
  return { ok: true, comment, rating: input.rating };
}

export function isFeedbackRating(value: unknown): value is FeedbackRating {
  return typeof value === 'string' && (feedbackRatings as readonly string[]).includes(value);
}

/** Characters (code points), so an emoji counts once. */
export function feedbackCommentLength(comment: string): number {
  return Array.from(comment).length;
}

/**
 * How much feedback one account may send: the modal opens once per browser session, so ten an hour is far past
 * what a person sends, and keeps a script from filling the table.
 */
export const feedbackLimitPerUser = { attempts: 10, windowSeconds: 60 * 60 } as const;
