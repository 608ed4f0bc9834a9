import { describe, expect, it } from 'vitest';
import {
  balanceForecast,
  dailyRate,
  daysLeft,
  isRunningLow,
  usageWindowStart,
  type ForecastFacts,
} from '../../../../domain/sessions/balance-forecast';
import { runOutWhen, runningLowMessage } from '../../../../domain/sessions/balance-forecast-rules';

const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);

describe('dailyRate', () => {
  it.each<[string, number, Date | null, number]>([
    ['nothing charged', 0, null, 0],
    ['a steady week', 700, daysAgo(7), 100],
    ['a test started two days ago: divided by two, not seven', 200, daysAgo(2), 100],
    ['a test started an hour ago: divided by a whole day', 30, daysAgo(1 / 24), 30],
    ['half a day of use', 50, daysAgo(0.5), 50],
  ])('%s', (_name, sessions, firstChargedAt, expected) => {
    expect(dailyRate({ sessions, firstChargedAt }, now)).toBeCloseTo(expected, 10);
  });

  it('counts the charges of the last seven days', () => {
    expect(usageWindowStart(now)).toEqual(daysAgo(7));
  });
});

describe('daysLeft', () => {
  it.each<[string, number, number, number | null]>([
    ['no use: it never runs out', 500, 0, null],
    ['500 at 100 a day', 500, 100, 5],
    ['300 at 100 a day', 300, 100, 3],
    ['50 at 100 a day', 50, 100, 0.5],
    ['none left', 0, 100, 0],
  ])('%s', (_name, balance, rate, expected) => {
    expect(daysLeft(balance, rate)).toBe(expected);
  });
});

describe('isRunningLow', () => {
  const low: Parameters<typeof isRunningLow>[0] = { balance: 200, daysLeft: 2, hasRunningTest: true };
  it.each<[string, Partial<typeof low>, boolean]>([
    ['two days left with a test running', {}, true],
    ['exactly three days left', { daysLeft: 3 }, true],
    ['just over three days left', { daysLeft: 3.01 }, false],
    ['a week left', { daysLeft: 7 }, false],
    ['no use at all: never low', { daysLeft: null }, false],
    ['no test running any more', { hasRunningTest: false }, false],
    ['balance 0: that is out (tests paused), not low', { balance: 0, daysLeft: 0 }, false],
    ['one session left, spent within hours', { balance: 1, daysLeft: 0.1 }, true],
  ])('%s', (_name, change, expected) => {
    expect(isRunningLow({ ...low, ...change })).toBe(expected);
  });
});

describe('balanceForecast', () => {
  const facts = (change: Partial<ForecastFacts> = {}): ForecastFacts => ({
    balance: 150,
    usage: { sessions: 350, firstChargedAt: daysAgo(7) },
    hasRunningTest: true,
    ...change,
  });

  it.each<[string, ForecastFacts, { dailyRate: number; daysLeft: number | null; runningLow: boolean }]>([
    ['150 left at 50 a day: low', facts(), { dailyRate: 50, daysLeft: 3, runningLow: true }],
    ['151 left at 50 a day: not yet', facts({ balance: 151 }), { dailyRate: 50, daysLeft: 3.02, runningLow: false }],
    [
      'no use in the last week: never low, however small the balance',
      facts({ balance: 2, usage: { sessions: 0, firstChargedAt: null } }),
      { dailyRate: 0, daysLeft: null, runningLow: false },
    ],
    ['out of sessions', facts({ balance: 0 }), { dailyRate: 50, daysLeft: 0, runningLow: false }],
    [
      'fast use but every test stopped',
      facts({ hasRunningTest: false }),
      { dailyRate: 50, daysLeft: 3, runningLow: false },
    ],
    [
      'a test two days old burning 400 a day',
      facts({ balance: 1000, usage: { sessions: 800, firstChargedAt: daysAgo(2) } }),
      { dailyRate: 400, daysLeft: 2.5, runningLow: true },
    ],
  ])('%s', (_name, input, expected) => {
    const forecast = balanceForecast(input, now);
    expect(forecast.dailyRate).toBeCloseTo(expected.dailyRate, 10);
    if (expected.daysLeft === null) expect(forecast.daysLeft).toBeNull();
    else expect(forecast.daysLeft).toBeCloseTo(expected.daysLeft, 10);
    expect(forecast.runningLow).toBe(expected.runningLow);
  });
});

describe('the words for when sessions run out', () => {
  it.each<[number, string]>([
    [0.2, 'within a day'],
    [1, 'in about a day'],
    [1.4, 'in about a day'],
    [1.5, 'in about 2 days'],
    [2.4, 'in about 2 days'],
    [3, 'in about 3 days'],
  ])('%f days: %s', (days, expected) => {
    expect(runOutWhen(days)).toBe(expected);
  });

  it('says what happens when they do', () => {
    expect(runningLowMessage(2)).toBe(
      'Your test sessions will run out in about 2 days at the current rate. Your tests pause when they do.',
    );
  });
});
