import { averageDailySessions } from '../statistics/recent-traffic';
import { lowBalanceDays } from './balance-forecast-rules';

/** The rate of use is measured over the last week at most. */
export const usageWindowDays = 7;

const dayMs = 86_400_000;

export interface SessionUsage {
  /** Sessions charged within the window. */
  readonly sessions: number;
  /** When the first of them was charged; null when none was. */
  readonly firstChargedAt: Date | null;
}

export interface ForecastFacts {
  /** The session balance now. */
  readonly balance: number;
  readonly usage: SessionUsage;
  /** At least one test would take visitors now but for the balance: active, within its dates, below its cap. */
  readonly hasRunningTest: boolean;
}

export interface BalanceForecast {
  /** Sessions charged a day, lately; 0 when none were. */
  readonly dailyRate: number;
  /** How many days the balance lasts at that rate; null when nothing is being spent, so it never runs out. */
  readonly daysLeft: number | null;
  /** The owner should be warned: their tests pause within `lowBalanceDays` unless they buy sessions. */
  readonly runningLow: boolean;
}

/** The first moment whose charges count towards the rate at `now`. */
export function usageWindowStart(now: Date): Date {
  return new Date(now.getTime() - usageWindowDays * dayMs);
}

/**
 * Sessions charged a day over the window, measured from the first charge in it (at least a day): an owner whose
 * first test began two days ago divides by two, not by seven, the way a page's traffic is averaged.
 */
export function dailyRate(usage: SessionUsage, now: Date): number {
  return (
    averageDailySessions({ sessions: usage.sessions, firstStartedAt: usage.firstChargedAt }, now, usageWindowDays) ?? 0
  );
}

export function daysLeft(balance: number, rate: number): number | null {
  return rate > 0 ? Math.max(0, balance) / rate : null;
}

/**
 * Running low: sessions are being spent by a test that is still running, some are left, and they last
 * `lowBalanceDays` or fewer. A balance of zero is not low but out: the tests have paused, which has its own email.
 */
export function isRunningLow(facts: {
  readonly balance: number;
  readonly daysLeft: number | null;
  readonly hasRunningTest: boolean;
}): boolean {
  return facts.hasRunningTest && facts.balance > 0 && facts.daysLeft !== null && facts.daysLeft <= lowBalanceDays;
}

export function balanceForecast(facts: ForecastFacts, now: Date): BalanceForecast {
  const rate = dailyRate(facts.usage, now);
  const left = daysLeft(facts.balance, rate);
  return {
    dailyRate: rate,
    daysLeft: left,
    runningLow: isRunningLow({ balance: facts.balance, daysLeft: left, hasRunningTest: facts.hasRunningTest }),
  };
}
