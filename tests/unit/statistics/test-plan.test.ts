import { describe, expect, it } from 'vitest';
import { planTest, wholeDaysBetween, type TestPlan, type TestPlanInput } from '../../../domain/statistics/test-plan';

// Evan Miller's calculator's default case (see required-sample-size.test.ts): a 20% rate, +25%, 1,031 per arm for
// a fixed-horizon test. Planned for the always-valid interval looked at daily (sequential-plan.ts), 24 looks need
// 1,787 per arm (1.73 times as many), 30 looks 1,779.
const base: TestPlanInput = {
  baseline: { kind: 'rate', rate: 0.2 },
  minimumRelativeLift: 0.25,
  dailySessions: 150,
  allocationPercents: [50, 50],
  availableDays: 30,
  maxCases: 5_000,
};

describe('planTest', () => {
  it.each<[string, Partial<TestPlanInput>, TestPlan]>([
    [
      'fits: 3,574 sessions at 150 a day take 24 days of the 30',
      {},
      { sessionsPerArm: 1787, totalSessions: 3574, days: 24, availableDays: 30, feasible: true, problems: [] },
    ],
    [
      'the last day that fits is the end date itself',
      { availableDays: 24 },
      { sessionsPerArm: 1787, totalSessions: 3574, days: 24, availableDays: 24, feasible: true, problems: [] },
    ],
    [
      'takes longer than the test runs',
      { availableDays: 23 },
      {
        sessionsPerArm: 1787,
        totalSessions: 3574,
        days: 24,
        availableDays: 23,
        feasible: false,
        problems: [{ kind: 'LongerThanTest', days: 24, availableDays: 23 }],
      },
    ],
    [
      'needs more sessions than the test may take',
      { maxCases: 3_500 },
      {
        sessionsPerArm: 1787,
        totalSessions: 3574,
        days: 24,
        availableDays: 30,
        feasible: false,
        problems: [{ kind: 'MoreThanMaxCases', totalSessions: 3574, maxCases: 3500 }],
      },
    ],
    [
      'without traffic there are no days, but the sessions needed are still known',
      { dailySessions: null, maxCases: 1_000 },
      {
        sessionsPerArm: 1779,
        totalSessions: 3558,
        days: null,
        availableDays: 30,
        feasible: false,
        problems: [{ kind: 'NoTraffic' }, { kind: 'MoreThanMaxCases', totalSessions: 3558, maxCases: 1000 }],
      },
    ],
    [
      'zero sessions a day is no traffic too',
      { dailySessions: 0 },
      {
        sessionsPerArm: 1779,
        totalSessions: 3558,
        days: null,
        availableDays: 30,
        feasible: false,
        problems: [{ kind: 'NoTraffic' }],
      },
    ],
    [
      'a rate of 50% cannot be lifted by 100%',
      { baseline: { kind: 'rate', rate: 0.5 }, minimumRelativeLift: 1 },
      {
        sessionsPerArm: null,
        totalSessions: null,
        days: null,
        availableDays: 30,
        feasible: false,
        problems: [{ kind: 'LiftOutOfRange' }],
      },
    ],
    [
      // Fixed-horizon at the split: (1.96 + 0.84)² · (1/0.8 + 1/0.2) / 0.1² = 4,905.7 in all, so 982 in the 20% arm
      // (the large control arm carries its weight; planning both arms as large as the small one asked 1,570);
      // sequential over 18 daily looks 1,727, and 8,635 in all; at 500 a day, 18 days.
      'a mean with CV 1, +10%, 80/20: planned at the split, the large arm counting',
      {
        baseline: { kind: 'mean', coefficientOfVariation: 1 },
        minimumRelativeLift: 0.1,
        allocationPercents: [80, 20],
        dailySessions: 500,
        maxCases: 20_000,
      },
      { sessionsPerArm: 1727, totalSessions: 8635, days: 18, availableDays: 30, feasible: true, problems: [] },
    ],
    [
      // The formula says 1 per arm for +1,000% on CV 1; results need 10 per arm before they show an interval.
      'never plans fewer sessions per arm than results need to say anything',
      { baseline: { kind: 'mean', coefficientOfVariation: 1 }, minimumRelativeLift: 10, allocationPercents: [70, 30] },
      { sessionsPerArm: 10, totalSessions: 34, days: 1, availableDays: 30, feasible: true, problems: [] },
    ],
  ])('%s', (_name, changes, expected) => {
    expect(planTest({ ...base, ...changes })).toEqual(expected);
  });

  it('takes fractional traffic as it is: 0.5 sessions a day need twice as many days as sessions', () => {
    expect(planTest({ ...base, dailySessions: 0.5, availableDays: 10_000 }).days).toBe(6980);
  });
});

describe('wholeDaysBetween', () => {
  it.each([
    ['30 days of 24 hours', '2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z', 30],
    // London's clocks go forward on 30 March 2025: midnight to midnight over it is 23 hours short of 30 days' worth.
    ['across the spring clock change', '2025-03-20T00:00:00Z', '2025-04-18T23:00:00Z', 30],
    ['across the autumn clock change', '2025-10-20T23:00:00Z', '2025-11-20T00:00:00Z', 30],
    ['less than half a day', '2025-06-01T00:00:00Z', '2025-06-01T11:00:00Z', 0],
  ])('%s', (_name, start, end, days) => {
    expect(wholeDaysBetween(new Date(start), new Date(end))).toBe(days);
  });
});
