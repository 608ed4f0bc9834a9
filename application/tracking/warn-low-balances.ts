import { balanceForecast, usageWindowStart } from '../../domain/sessions/balance-forecast';
import type { UserId } from '../../domain/shared/ids';
import type { BalanceForecastRepository, OwnerForecastFacts } from '../ports/balance-forecast-repository';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import { lowBalanceEmail } from './emails/low-balance-email';

export interface LowBalanceReport {
  /** Owners with a running test and sessions left who had not been warned since their last credit. */
  readonly ownersChecked: number;
  readonly ownersWarned: number;
  /** Warnings whose email could not be sent; the next run tries them again. */
  readonly emailsFailed: number;
}

export type WarnLowBalances = () => Promise<LowBalanceReport>;

/**
 * Emails every owner whose sessions will run out within days at their current rate, once: the mark that says they
 * were warned is set by a conditional update before the email goes, so however many servers run this at once only
 * one sends it, and it stays until sessions are credited (a purchase, a top-up). A failed send takes the mark back.
 */
export function makeWarnLowBalances(deps: {
  readonly forecasts: BalanceForecastRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly appUrl: string;
  readonly batchSize?: number;
}): WarnLowBalances {
  const batchSize = deps.batchSize ?? 500;
  return async () => {
    let report: LowBalanceReport = { ownersChecked: 0, ownersWarned: 0, emailsFailed: 0 };
    let after: UserId | null = null;
    for (;;) {
      const now = deps.clock.now();
      const batch = await deps.forecasts.ownersToCheck(usageWindowStart(now), now, after, batchSize);
      if (batch.length === 0) break;
      for (const owner of batch) {
        const outcome = await warnIfLow(owner, now);
        report = {
          ownersChecked: report.ownersChecked + 1,
          ownersWarned: report.ownersWarned + (outcome === 'warned' ? 1 : 0),
          emailsFailed: report.emailsFailed + (outcome === 'failed' ? 1 : 0),
        };
      }
      after = batch.at(-1)?.userId ?? null;
    }
    return report;
  };

  async function warnIfLow(owner: OwnerForecastFacts, now: Date): Promise<'warned' | 'failed' | 'skipped'> {
    const forecast = balanceForecast(owner, now);
    if (!forecast.runningLow || forecast.daysLeft === null) return 'skipped';
    // Not marked: another server warned them first, or sessions were credited since the batch was read.
    if (!(await deps.forecasts.markWarned(owner.userId, owner.balance, now))) return 'skipped';
    const email = lowBalanceEmail(owner.email, deps.appUrl, {
      balance: owner.balance,
      dailyRate: forecast.dailyRate,
      daysLeft: forecast.daysLeft,
    });
    try {
      await deps.mailer.send(email);
      return 'warned';
    } catch {
      // The mailer has logged why; without the mark, the next hourly run tries again.
      await deps.forecasts.unmarkWarned(owner.userId, now);
      return 'failed';
    }
  }
}
