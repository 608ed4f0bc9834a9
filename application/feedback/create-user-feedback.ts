import type { Viewer } from '../../domain/accounts/viewer';
import { checkFeedback, type FeedbackProblem, type UserFeedback } from '../../domain/feedback/feedback';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FeedbackRepository } from '../ports/feedback-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { RateLimiter } from '../ports/rate-limiter';

export type CreateUserFeedbackError =
  | ({ readonly kind: 'InvalidFeedback' } & FeedbackProblem)
  | { readonly kind: 'RateLimited'; readonly retryAfterSeconds: number };

export type CreateUserFeedback = (
  viewer: Viewer,
  input: { readonly comment: string; readonly rating: string | null | undefined },
) => Promise<Result<UserFeedback, CreateUserFeedbackError>>;

/**
 * Keeps the signed-in user's feedback from the modal. Only feedback that passes the rule counts against the
 * user's limit, so a mistake corrected does not use it up; past the limit nothing is written.
 */
export function makeCreateUserFeedback(deps: {
  readonly feedback: FeedbackRepository;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly limit: { readonly attempts: number; readonly windowSeconds: number };
}): CreateUserFeedback {
  return async (viewer, input) => {
    const checked = checkFeedback(input);
    if (!checked.ok) return fail({ kind: 'InvalidFeedback', ...checked.problem });
    const now = deps.clock.now();
    const { attempts, windowSeconds } = deps.limit;
    const outcome = await deps.limiter.consume(`feedback:user:${viewer.userId}`, attempts, windowSeconds, now);
    if (!outcome.allowed) return fail({ kind: 'RateLimited', retryAfterSeconds: outcome.retryAfterSeconds });
    const feedback: UserFeedback = {
      id: deps.ids.next(),
      userId: viewer.userId,
      comment: checked.comment,
      rating: checked.rating,
      createdAt: now,
    };
    await deps.feedback.add(feedback);
    return ok(feedback);
  };
}
