import { describe, expect, it } from 'vitest';
import {
  compareStatistics,
  compareToControl,
  goalComparison,
  type VariantComparison,
} from '../../../domain/statistics/goal-comparison';
import { mixtureMultiplier } from '../../../domain/statistics/sequential-interval';
import {
  testVerdict,
  verdictAction,
  type TestVerdict,
  type VerdictInput,
} from '../../../domain/statistics/test-verdict';
import type { VariantRollups } from '../../../domain/statistics/variant-performance';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';

/** An arm of a form-submission test: `submitted` of `sessions` converted. */
function arm(variantNo: number, sessions: number, submitted: number): VariantRollups {
  return {
    variantId: `v${variantNo}`,
    variantNo,
    totals: new Map<TotalMetric, number>([
      ['sessions', sessions],
      ['submitted', submitted],
    ]),
    squares: new Map<TotalMetric, number>([
      ['sessions', sessions],
      ['submitted', submitted],
    ]),
    histograms: new Map(),
  };
}

const goal = goalComparison(2);
const sessionsOf = (a: VariantRollups): number => a.totals.get('sessions') ?? 0;

/** The verdict on a control and variants, a test of `maxCases` sessions planned for +10%, 30 days left. */
function verdictOf(
  control: VariantRollups,
  variants: readonly VariantRollups[],
  options: Partial<VerdictInput> & { readonly maxCases?: number } = {},
): TestVerdict {
  const maxCases = options.maxCases ?? 100_000;
  const alpha = options.alpha ?? 0.05 / variants.length;
  const comparisons = variants.map((v) => compareToControl(control, v, goal, { tuningSessions: maxCases, alpha }));
  const controlSessions = sessionsOf(control);
  return testVerdict({
    comparisons,
    controlSessions,
    controlValue: controlSessions === 0 ? null : (control.totals.get('submitted') ?? 0) / controlSessions,
    minimumRelativeLift: 0.1,
    alpha,
    maxCases,
    tuningSessions: maxCases,
    sessions: controlSessions + variants.reduce((sum, v) => sum + sessionsOf(v), 0),
    finished: false,
    daysRunning: 30,
    dailySessions: null,
    daysLeft: 30,
    mismatch: null,
    oneNetworkShare: null,
    harmedGuardrails: [],
    ...options,
  });
}

describe('testVerdict', () => {
  it('says nothing has happened before the first session', () => {
    expect(verdictOf(arm(0, 0, 0), [arm(1, 0, 0)])).toEqual({ kind: 'no_sessions' });
  });

  it('names a variant that beats the control beyond doubt, with its chance: ship it', () => {
    const verdict = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)]);
    expect(verdict).toMatchObject({ kind: 'winner', variantNo: 1, harmedGuardrails: [] });
    expect(verdict.kind === 'winner' && verdict.chanceToBeatControl).toBeGreaterThan(0.999);
    expect(verdictAction(verdict)).toBe('ship');
  });

  it("names the guardrails the winner harms, and only the winner's", () => {
    const verdict = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], {
      harmedGuardrails: [
        { name: 'Bounce rate', variantNos: [1] },
        { name: 'Refunds', variantNos: [2] },
      ],
    });
    expect(verdict).toMatchObject({ kind: 'winner', harmedGuardrails: ['Bounce rate'] });
  });

  it('picks the strongest of several winners, and ignores a variant still undecided', () => {
    const verdict = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 180), arm(2, 2_000, 240), arm(3, 2_000, 105)]);
    expect(verdict).toMatchObject({ kind: 'winner', variantNo: 2 });
  });

  it('gives no verdict on results whose sessions do not fit the split, whatever they say', () => {
    const causes = [{ kind: 'fewer_sessions', variantNo: 1, redirects: true }] as const;
    const verdict = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], { mismatch: causes });
    expect(verdict).toEqual({ kind: 'unreliable', reasons: [{ kind: 'split_off', causes }] });
    expect(verdictAction(verdict)).toBe('investigate');
  });

  it('gives no verdict on results whose sessions came mostly from one network: a winner is not shipped', () => {
    const verdict = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], { oneNetworkShare: 0.35 });
    expect(verdict).toEqual({ kind: 'unreliable', reasons: [{ kind: 'one_network', share: 0.35 }] });
    expect(verdictAction(verdict)).toBe('investigate');
  });

  it('names both reasons when the split is off and one network brought too many, the split first', () => {
    const verdict = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], { mismatch: [], oneNetworkShare: 0.6 });
    expect(verdict).toEqual({
      kind: 'unreliable',
      reasons: [
        { kind: 'split_off', causes: [] },
        { kind: 'one_network', share: 0.6 },
      ],
    });
  });

  it('says the control wins only when every variant is worse beyond doubt: stop', () => {
    const allWorse = verdictOf(arm(0, 2_000, 200), [arm(1, 2_000, 90), arm(2, 2_000, 100)]);
    expect(allWorse.kind).toBe('control_wins');
    expect(allWorse.kind === 'control_wins' && allWorse.chanceToBeatEveryVariant).toBeGreaterThan(0.999);
    expect(verdictAction(allWorse)).toBe('stop');
    expect(verdictOf(arm(0, 2_000, 200), [arm(1, 2_000, 90), arm(2, 2_000, 195)]).kind).toBe('not_enough_data');
  });

  it('says stop when the interval rules out the smallest lift worth finding (futility)', () => {
    // 10% against 10% on 20,000 sessions each: the always-valid interval of the difference is about ±0.9 points,
    // below the +1 point (+10% of 10%) the test was planned to find.
    const verdict = verdictOf(arm(0, 20_000, 2_000), [arm(1, 20_000, 2_000)], { maxCases: 40_000 });
    expect(verdict).toEqual({ kind: 'no_meaningful_difference', minimumRelativeLift: 0.1 });
    expect(verdictAction(verdict)).toBe('stop');
    // Planned for +5%, the same data cannot rule it out yet.
    expect(
      verdictOf(arm(0, 20_000, 2_000), [arm(1, 20_000, 2_000)], { maxCases: 40_000, minimumRelativeLift: 0.05 }).kind,
    ).toBe('not_enough_data');
  });

  it('asks for more data while a lead is not yet beyond doubt, and says who leads', () => {
    const verdict = verdictOf(arm(0, 100, 10), [arm(1, 100, 14)]);
    expect(verdict.kind).toBe('not_enough_data');
    const leader = verdict.kind === 'not_enough_data' ? verdict.leader : null;
    expect(leader?.variantNo).toBe(1);
    expect(leader?.chance).toBeGreaterThan(0.5);
    expect(leader?.chance).toBeLessThan(0.975);
    expect(verdictAction(verdict)).toBe('keep_running');
  });

  it('names the control as the leader when it is ahead of every variant, and nobody between identical arms', () => {
    expect(verdictOf(arm(0, 100, 14), [arm(1, 100, 10)])).toMatchObject({ leader: { variantNo: 0 } });
    expect(verdictOf(arm(0, 100, 10), [arm(1, 100, 10)])).toMatchObject({ kind: 'not_enough_data', leader: null });
  });

  it('forecasts the days to a likely decision, well before the bound where the interval is sure to decide', () => {
    const verdict = verdictOf(arm(0, 1_000, 100), [arm(1, 1_000, 104)], { dailySessions: 500, maxCases: 40_000 });
    const outlook = verdict.kind === 'not_enough_data' ? verdict.outlook : null;
    expect(outlook).not.toBeNull();
    if (outlook === null || outlook.sessions === null) return;
    expect(outlook.days).toBe(Math.ceil(outlook.sessions / 500));
    // The bound: the sessions at which the interval (same noise per session) is no wider than the lift worth
    // finding, +1 point. A real lift of that size is called well before it, and the forecast says so.
    const widthAt = (total: number): number => {
      const perArm = total / 2;
      const rate = (101 + 1) / (1_000 + 2);
      const standardError = Math.sqrt((2 * rate * (1 - rate) * (1_000 / perArm)) / 1_000);
      return 2 * mixtureMultiplier(total, { alpha: 0.05, tuningSessions: 40_000 }) * standardError;
    };
    let bound = 2_000;
    while (widthAt(bound) > 0.01) bound += 100;
    expect(2_000 + outlook.sessions).toBeLessThan(0.7 * bound);
    expect(2_000 + outlook.sessions).toBeGreaterThan(4_000);
    expect(outlook.moreThanAYear).toBe(false);
  });

  it('says "more than a year" rather than a figure no one can plan with, and never overflows', () => {
    // Revenue of 2.00 a visitor with a standard deviation of 20.00 (CV 10): a noise no traffic of 50 a day decides
    // within a year. (The control's mean must be clear of 0 at 95%, or no figure of the comparison is shown at all.)
    const revenue = (variantNo: number, sum: number, sumOfSquares: number): VariantComparison =>
      compareStatistics(
        { n: 500, sum: 1_000, sumOfSquares: 201_600 },
        { variantId: `v${variantNo}`, variantNo, n: 500, sum, sumOfSquares },
        'mean',
        { tuningSessions: 1_000, alpha: 0.05 },
      );
    const verdict = testVerdict({
      comparisons: [revenue(1, 1_050, 201_600)],
      controlSessions: 500,
      controlValue: 2,
      minimumRelativeLift: 0.1,
      alpha: 0.05,
      maxCases: 1_000,
      tuningSessions: 1_000,
      sessions: 1_000,
      finished: false,
      daysRunning: 30,
      dailySessions: 50,
      daysLeft: 30,
      mismatch: null,
      oneNetworkShare: null,
      harmedGuardrails: [],
    });
    expect(verdict).toMatchObject({
      kind: 'not_enough_data',
      outlook: { sessions: null, days: null, moreThanAYear: true, withinTest: false },
    });
  });

  it('says when the time needed goes past the end of the test', () => {
    const verdict = verdictOf(arm(0, 1_000, 100), [arm(1, 1_000, 104)], { dailySessions: 10, maxCases: 40_000 });
    expect(verdict).toMatchObject({ kind: 'not_enough_data', outlook: { withinTest: false } });
  });

  it('says there is no clear difference once the test has finished undecided; a winner stays one', () => {
    expect(verdictOf(arm(0, 500, 50), [arm(1, 500, 52)], { finished: true })).toEqual({ kind: 'no_difference' });
    expect(verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 300)], { finished: true }).kind).toBe('winner');
  });

  it('names no leader from a visitor or two per arm (issue 39, point 10)', () => {
    // One visitor converted in B and none in A made "B is ahead of A with 83% probability"; two, 95%.
    expect(verdictOf(arm(0, 1, 0), [arm(1, 1, 1)])).toMatchObject({ kind: 'not_enough_data', leader: null });
    expect(verdictOf(arm(0, 2, 0), [arm(1, 2, 2)])).toMatchObject({ kind: 'not_enough_data', leader: null });
    // Nor from 40 visitors an arm at a 5% rate: two conversions expected in each.
    expect(verdictOf(arm(0, 40, 1), [arm(1, 40, 4)])).toMatchObject({ kind: 'not_enough_data', leader: null });
  });

  it('gives no winner or stop before a full week, and says the results would decide (issue 39, point 10)', () => {
    const early = verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], { daysRunning: 3 });
    expect(early).toMatchObject({ kind: 'not_enough_data', waitingForFullWeek: true, leader: { variantNo: 1 } });
    expect(verdictAction(early)).toBe('keep_running');
    expect(verdictOf(arm(0, 2_000, 200), [arm(1, 2_000, 100)], { daysRunning: 6.9 })).toMatchObject({
      kind: 'not_enough_data',
      waitingForFullWeek: true,
    });
    expect(verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], { daysRunning: 7 }).kind).toBe('winner');
    expect(verdictOf(arm(0, 500, 50), [arm(1, 500, 52)], { daysRunning: 3 })).toMatchObject({
      waitingForFullWeek: false,
    });
    // A test that has finished before its week is over has no more visitors to wait for.
    expect(verdictOf(arm(0, 2_000, 100), [arm(1, 2_000, 200)], { daysRunning: 3, finished: true }).kind).toBe('winner');
  });

  it('asks for more data, without an outlook, with too few sessions for any interval', () => {
    expect(verdictOf(arm(0, 3, 0), [arm(1, 3, 3)])).toMatchObject({ kind: 'not_enough_data', outlook: null });
  });
});
