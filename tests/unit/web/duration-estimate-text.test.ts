import { describe, expect, it } from 'vitest';
import { parseEstimateFields } from '../../../web/app/features/tests/new-test/duration-estimate-fields';
import type { DurationEstimateData } from '../../../web/app/features/tests/new-test/duration-estimate-queries';
import {
  baselineNote,
  estimateSummary,
  estimateWarnings,
  formatVisitorsPerDay,
} from '../../../web/app/features/tests/new-test/duration-estimate-text';

const estimate = (changes: Partial<DurationEstimateData> = {}): DurationEstimateData => ({
  recentDailySessions: null,
  dailySessions: 120,
  trafficSource: 'ENTERED',
  baselineKind: 'COEFFICIENT_OF_VARIATION',
  baseline: 1,
  baselineSource: 'ASSUMED',
  sessionsPerArm: 2700,
  totalSessions: 5400,
  days: 45,
  availableDays: 30,
  feasible: false,
  problems: ['LONGER_THAN_TEST'],
  ...changes,
});

const context = { maxCases: 1000, minimumLiftPercent: 10 };

describe('the duration estimate in words', () => {
  it('gives the days with the sessions, or the sessions alone without traffic', () => {
    expect(estimateSummary(estimate())).toBe('About 45 days (5,400 sessions, 2,700 per variant)');
    expect(estimateSummary(estimate({ days: 1 }))).toBe('About 1 day (5,400 sessions, 2,700 per variant)');
    expect(estimateSummary(estimate({ days: null }))).toBe('The test needs about 5,400 sessions (2,700 per variant).');
    expect(estimateSummary(estimate({ sessionsPerArm: null, totalSessions: null, days: null }))).toBeNull();
  });

  it.each<[string, Partial<DurationEstimateData>, string[]]>([
    ['fits', { problems: [], feasible: true }, []],
    [
      'takes longer than the test runs',
      {},
      ['At 120 visitors a day the test needs about 45 days, but it runs for 30 days.'],
    ],
    [
      'needs more sessions than the maximum, without traffic',
      { problems: ['NO_TRAFFIC', 'MORE_THAN_MAX_CASES'], totalSessions: 4000, days: null, dailySessions: null },
      [
        'No traffic to estimate from: enter visitors per day.',
        'The test needs 4,000 sessions but stops at its maximum of 1,000.',
      ],
    ],
    [
      'a lift past 100%',
      { problems: ['LIFT_OUT_OF_RANGE'], baselineKind: 'RATE', baseline: 0.5 },
      ['A lift of 10% on a rate of 50% would pass 100%: choose a smaller lift.'],
    ],
    [
      'a quiet page',
      { dailySessions: 0.25, days: 21_600 },
      ['At 0.25 visitors a day the test needs about 21,600 days, but it runs for 30 days.'],
    ],
  ])('warns when the test %s', (_name, changes, warnings) => {
    expect(estimateWarnings(estimate(changes), context)).toEqual(warnings);
  });

  it('says where the baseline came from', () => {
    expect(baselineNote(estimate({ baselineKind: 'RATE', baseline: 0.123, baselineSource: 'PAGE_HISTORY' }))).toBe(
      "Based on this page's past tests, where 12.3% of sessions reached the goal.",
    );
    expect(baselineNote(estimate({ baselineKind: 'RATE', baseline: 0.05 }))).toBe(
      'This page has too little history, so it assumes 5% of sessions reach the goal.',
    );
  });

  it('counts visitors as people say them', () => {
    expect(formatVisitorsPerDay(1)).toBe('1 visitor');
    expect(formatVisitorsPerDay(2.54)).toBe('2.5 visitors');
    expect(formatVisitorsPerDay(1234.4)).toBe('1,234 visitors');
  });
});

describe('the estimate fields', () => {
  it.each([
    [
      'empty visitors: the page decides',
      '',
      '10',
      '',
      { dailySessions: null, minimumLiftPercent: 10, expectedConversionRatePercent: null },
    ],
    [
      'entered visitors and a fractional lift',
      '120',
      '2.5',
      '',
      { dailySessions: 120, minimumLiftPercent: 2.5, expectedConversionRatePercent: null },
    ],
    [
      "a conversion goal's expected rate",
      '',
      '10',
      '2.5',
      { dailySessions: null, minimumLiftPercent: 10, expectedConversionRatePercent: 2.5 },
    ],
  ])('takes %s', (_name, visitorsPerDay, minimumLift, conversionRate, assumptions) => {
    expect(parseEstimateFields({ visitorsPerDay, minimumLift, conversionRate })).toEqual({ ok: true, assumptions });
  });

  it.each([
    ['0', '10', { visitorsPerDay: 'Enter at least 1 visitor per day, or leave it empty' }],
    ['12.5', '10', { visitorsPerDay: 'Visitors per day is a whole number' }],
    ['', '', { minimumLift: 'Enter the smallest lift worth finding' }],
    ['', '0', { minimumLift: 'The smallest lift worth finding must be at least 0.01%' }],
    ['', '2000', { minimumLift: 'The smallest lift worth finding can be at most 1,000%' }],
  ])('refuses visitors %j with lift %j', (visitorsPerDay, minimumLift, errors) => {
    expect(parseEstimateFields({ visitorsPerDay, minimumLift, conversionRate: '' })).toEqual({ ok: false, errors });
  });

  it.each(['0', '100', '-3'])('refuses an expected conversion rate of %j%%', (conversionRate) => {
    expect(parseEstimateFields({ visitorsPerDay: '', minimumLift: '10', conversionRate })).toEqual({
      ok: false,
      errors: { conversionRate: 'The expected conversion rate must be more than 0% and less than 100%, or left empty' },
    });
  });
});
