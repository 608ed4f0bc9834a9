import { describe, expect, it } from 'vitest';
import { compareToControl, goalComparison } from '../../../domain/statistics/goal-comparison';
import { testVerdict } from '../../../domain/statistics/test-verdict';
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
const compare = (control: VariantRollups, ...variants: VariantRollups[]) =>
  variants.map((v) => compareToControl(control, v, goal, 1_000));
const sessionsOf = (...arms: VariantRollups[]) => arms.reduce((sum, a) => sum + (a.totals.get('sessions') ?? 0), 0);

describe('testVerdict', () => {
  it('says nothing has happened before the first session', () => {
    expect(testVerdict({ comparisons: compare(arm(0, 0, 0), arm(1, 0, 0)), sessions: 0, finished: false })).toEqual({
      kind: 'no_sessions',
    });
  });

  it('names a variant that beats the control beyond doubt, with its chance', () => {
    const control = arm(0, 2_000, 100);
    const better = arm(1, 2_000, 200);
    const verdict = testVerdict({ comparisons: compare(control, better), sessions: 4_000, finished: false });
    expect(verdict.kind).toBe('winner');
    expect(verdict).toMatchObject({ variantNo: 1 });
    expect(verdict.kind === 'winner' && verdict.chanceToBeatControl).toBeGreaterThan(0.999);
  });

  it('picks the strongest of several winners, and ignores a variant still undecided', () => {
    const control = arm(0, 2_000, 100);
    const verdict = testVerdict({
      comparisons: compare(control, arm(1, 2_000, 180), arm(2, 2_000, 240), arm(3, 2_000, 105)),
      sessions: 8_000,
      finished: false,
    });
    expect(verdict).toMatchObject({ kind: 'winner', variantNo: 2 });
  });

  it('says the control wins only when every variant is worse beyond doubt', () => {
    const control = arm(0, 2_000, 200);
    const allWorse = testVerdict({
      comparisons: compare(control, arm(1, 2_000, 90), arm(2, 2_000, 100)),
      sessions: 6_000,
      finished: false,
    });
    expect(allWorse.kind).toBe('control_wins');
    expect(allWorse.kind === 'control_wins' && allWorse.chanceToBeatEveryVariant).toBeGreaterThan(0.999);

    const oneUndecided = testVerdict({
      comparisons: compare(control, arm(1, 2_000, 90), arm(2, 2_000, 195)),
      sessions: 6_000,
      finished: false,
    });
    expect(oneUndecided.kind).toBe('not_enough_data');
  });

  it('asks for more data while a lead is not yet beyond doubt, and says who leads', () => {
    const control = arm(0, 100, 10);
    const ahead = arm(1, 100, 14);
    const verdict = testVerdict({ comparisons: compare(control, ahead), sessions: 200, finished: false });
    expect(verdict.kind).toBe('not_enough_data');
    const leader = verdict.kind === 'not_enough_data' ? verdict.leader : null;
    expect(leader?.variantNo).toBe(1);
    expect(leader?.chance).toBeGreaterThan(0.5);
    expect(leader?.chance).toBeLessThan(0.975);
  });

  it('names the control as the leader when it is ahead of every variant', () => {
    const control = arm(0, 100, 14);
    const verdict = testVerdict({ comparisons: compare(control, arm(1, 100, 10)), sessions: 200, finished: false });
    expect(verdict).toMatchObject({ kind: 'not_enough_data', leader: { variantNo: 0 } });
  });

  it('names no leader between identical arms', () => {
    const verdict = testVerdict({
      comparisons: compare(arm(0, 100, 10), arm(1, 100, 10)),
      sessions: 200,
      finished: false,
    });
    expect(verdict).toEqual({ kind: 'not_enough_data', leader: null });
  });

  it('says there is no clear difference once the test has finished undecided', () => {
    const control = arm(0, 500, 50);
    const variant = arm(1, 500, 52);
    const comparisons = compare(control, variant);
    expect(testVerdict({ comparisons, sessions: sessionsOf(control, variant), finished: true })).toEqual({
      kind: 'no_difference',
    });
    // A clear winner stays the answer after the end.
    const better = arm(1, 2_000, 300);
    expect(
      testVerdict({ comparisons: compare(arm(0, 2_000, 100), better), sessions: 4_000, finished: true }).kind,
    ).toBe('winner');
  });

  it('asks for more data with too few sessions for any interval', () => {
    const verdict = testVerdict({ comparisons: compare(arm(0, 3, 0), arm(1, 3, 3)), sessions: 6, finished: false });
    expect(verdict.kind).toBe('not_enough_data');
  });
});
