import { balanceForecast, usageWindowStart, type BalanceForecast } from '../../domain/sessions/balance-forecast';
import type { UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { BalanceForecastRepository } from '../ports/balance-forecast-repository';
import type { Clock } from '../ports/clock';

export type GetSessionForecast = (
  userId: UserId,
) => Promise<Result<BalanceForecast, { readonly kind: 'UserNotFound' }>>;

/** How long the owner's sessions last at the rate their tests have spent them lately, worked out as it is asked. */
export function makeGetSessionForecast(deps: {
  readonly forecasts: BalanceForecastRepository;
  readonly clock: Clock;
}): GetSessionForecast {
  return async (userId) => {
    const now = deps.clock.now();
    const facts = await deps.forecasts.factsOf(userId, usageWindowStart(now), now);
    return facts === null ? fail({ kind: 'UserNotFound' }) : ok(balanceForecast(facts, now));
  };
}
