import type { AttemptLimit, GuardedAction } from '../../domain/accounts/attempt-limits';
import { normaliseEmail } from '../../domain/accounts/email-address';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { RateLimiter } from '../ports/rate-limiter';

export interface AttemptSource {
  /**
   * The caller's network (an IPv4 address, or an IPv6 /64, as the HTTP adapter reads it): keyed by network, so a
   * client holding many IPv6 addresses still has one budget.
   */
  readonly network: string;
  /** The email the attempt is about, when it names one. */
  readonly email: string | null;
}

export type ThrottleAttempt = (
  action: GuardedAction,
  source: AttemptSource,
) => Promise<Result<void, { readonly kind: 'RateLimited'; readonly retryAfterSeconds: number }>>;

/** Counts an attempt against both the caller's network and the email it targets; either limit stops it. */
export function makeThrottleAttempt(deps: {
  readonly limiter: RateLimiter;
  readonly clock: Clock;
  readonly limits: Readonly<Record<GuardedAction, AttemptLimit>>;
}): ThrottleAttempt {
  return async (action, source) => {
    const { attempts, windowSeconds } = deps.limits[action];
    const now = deps.clock.now();
    const keys = [`${action}:ip:${source.network}`];
    if (source.email !== null) keys.push(`${action}:email:${normaliseEmail(source.email)}`);
    let retryAfterSeconds = 0;
    for (const key of keys) {
      const outcome = await deps.limiter.consume(key, attempts, windowSeconds, now);
      if (!outcome.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, outcome.retryAfterSeconds);
    }
    return retryAfterSeconds > 0 ? fail({ kind: 'RateLimited', retryAfterSeconds }) : ok(undefined);
  };
}
