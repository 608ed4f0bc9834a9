import { describe, expect, it } from 'vitest';
import { mismatchCauses } from '../../../domain/statistics/mismatch-causes';

const arm = (variantNo: number, sessions: number, allocationPercent = 50, redirects = false) => ({
  variantNo,
  sessions,
  allocationPercent,
  redirects,
});

describe('mismatchCauses', () => {
  it('names the variant short of its share, and whether it redirects (Fabijan et al., KDD 2019)', () => {
    // 10,000 expected 5,000 each: B's 4,700 is 3 standard deviations (√5,000 ≈ 70.7) below, about 4.2.
    expect(mismatchCauses([arm(0, 5_300), arm(1, 4_700, 50, true)])).toEqual([
      { kind: 'fewer_sessions', variantNo: 1, redirects: true },
    ]);
  });

  it('names a variant over its share, the furthest first', () => {
    const causes = mismatchCauses([arm(0, 3_000, 34), arm(1, 3_500, 33), arm(2, 2_700, 33)]);
    expect(causes).toEqual([
      { kind: 'more_sessions', variantNo: 1 },
      { kind: 'fewer_sessions', variantNo: 2, redirects: false },
    ]);
  });

  it('names the control only when no variant stands out, and leaves out arms taking no traffic', () => {
    expect(mismatchCauses([arm(0, 4_000, 40), arm(1, 3_000, 30), arm(2, 3_000, 30), arm(3, 50, 0)])).toEqual([]);
    expect(mismatchCauses([arm(0, 0), arm(1, 0)])).toEqual([]);
  });
});
