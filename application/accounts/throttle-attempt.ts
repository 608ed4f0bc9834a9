import type { AttemptLimit, GuardedAction } from '../../domain/accounts/attempt-limits';
import { normaliseEmail } from '../../domain/accounts/email-address';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { RateLimiter } from '../ports/rate-limiter';

export interface AttemptSource {
  readonly ip: string;
  /** The email the attempt is about, when it names one. */
  readonly email: string | null;
}

export type ThrottleAttempt = (
  action: GuardedAction,
  source: AttemptSource,
) => Promise<Result<void, { readonly kind: 'RateLimited'; readonly retryAfterSeconds: number }>>;

/** Counts an attempt against both the caller's IP and the email it targets; either limit stops it. */
export function makeThrottleAttempt(deps: {
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly limits: Readonly<Record<GuardedAction, AttemptLimit>>;
}): ThrottleAttempt {
  return async (action, source) => {
    const { attempts, windowSeconds } = deps.limits[action];
    const now = deps.clock.now();
    const keys = [`${action}:ip:${source.ip}`];
    if (source.email !== null) keys.push(`${action}:email:${normaliseEmail(source.email)}`);
    let retryAfterSeconds = 0;
    for (const key of keys) {
      const outcome = await deps.limiter.consume(key, attempts, windowSeconds, now);
      if (!outcome.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
    }
    return retryAfterSeconds > 0 ? fail({ kind: 'RateLimited', retryAfterSeconds }) : ok(undefined);
  };
}
