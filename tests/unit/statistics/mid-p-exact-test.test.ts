import { describe, expect, it } from 'vitest';
import { compareStatistics } from '../../../domain/statistics/goal-comparison';
import { exactTestMaximumConversions, midPBelow } from '../../../domain/statistics/mid-p-exact-test';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';

// Reference values: the hypergeometric mid-p computed with exact integer arithmetic (Python's math.comb and
// fractions), independently of this code.
const references = [
  { table: [20, 1_000, 8, 1_000], below: 0.011594002949685794 },
  { table: [8, 1_000, 20, 1_000], below: 0.9884059970503142 },
  { table: [3, 40, 10, 40], below: 0.9802429750281152 },
  { table: [5, 200, 0, 20], below: 0.30903224004652247 },
  { table: [30, 900, 10, 100], below: 0.9973448657358938 },
  { table: [60, 1_800, 12, 200], below: 0.9635705925440399 },
  { table: [10, 300, 21, 300], below: 0.9777577244208078 },
  { table: [10, 300, 20, 300], below: 0.9679910288919977 },
  { table: [1, 30_000, 12, 30_000], below: 0.9990853452189687 },
] as const;

const ratesOf = ([controlConversions, controlSessions, variantConversions, variantSessions]: readonly number[]) => ({
  controlConversions: controlConversions!,
  controlSessions: controlSessions!,
  variantConversions: variantConversions!,
  variantSessions: variantSessions!,
});

describe('the mid-p exact test of two rates', () => {
  it.each(references)('matches the exact value for $table', ({ table, below }) => {
    expect(midPBelow(ratesOf(table))).toBeCloseTo(below, 10);
  });

  it('gives one-sided values that add up to 1 with the arms swapped', () => {
    const there = midPBelow(ratesOf([20, 1_000, 8, 1_000]))!;
    const back = midPBelow(ratesOf([8, 1_000, 20, 1_000]))!;
    expect(there + back).toBeCloseTo(1, 12);
  });

  it('leaves large counts to the normal approximation', () => {
    expect(midPBelow(ratesOf([exactTestMaximumConversions, 10_000, 1, 10_000]))).toBeNull();
  });
});

describe('a comparison of rates with few conversions (issue 39, point 2)', () => {
  const options = { tuningSessions: 10_000, alpha: 0.05 };
  const compare = (table: readonly number[]) => {
    const [cx, cn, vx, vn] = table as [number, number, number, number];
    return compareStatistics(
      rateStatistics(cx, cn),
      { variantId: 'b', variantNo: 1, ...rateStatistics(vx, vn) },
      'rate',
      options,
    );
  };

  // The tables with five conversions expected in each arm (minimum-evidence.ts) and a mid-p away from one half.
  const shown = references.filter(({ table }) => ![5, 30].includes(table[0]));
  it.each(shown)('reads its p-value and chance to beat from the exact mid-p for $table', ({ table, below }) => {
    const comparison = compare(table);
    expect(comparison.chanceToBeatControl).toBeCloseTo(below, 10);
    expect(comparison.pValue).toBeCloseTo(2 * Math.min(below, 1 - below), 10);
  });

  it('keeps the 95% lift interval in step with the exact p-value', () => {
    // 10/300 against 21/300: mid-p 0.044, just inside 0.05; 20/300: 0.064, just outside.
    const inside = compare([10, 300, 21, 300]);
    expect(inside.lift?.interval.lower).toBeGreaterThan(0);
    expect(inside.lift?.interval.lower).toBeLessThan(0.05);
    const outside = compare([10, 300, 20, 300]);
    expect(outside.lift?.interval.lower).toBeLessThan(0);
    expect(outside.lift?.interval.upper).toBeGreaterThan(0);
  });
});
