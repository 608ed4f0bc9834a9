import { describe, expect, it } from 'vitest';
import {
  goalRollupChange,
  valueAfterConversion,
  valueBucketOf,
  valueBucketUpperEdge,
} from '../../../domain/tracking/goal-rollup';

describe('a visitor converting on a goal', () => {
  it('counts a binary goal once, however often the visitor converts', () => {
    expect(valueAfterConversion(0, false, undefined, null)).toBe(1);
    expect(valueAfterConversion(1, false, 500, null)).toBe(1);
    expect(goalRollupChange(0, 1, false)).toEqual([{ bucket: 0, visitors: 1, total: 1, squares: 1 }]);
    expect(goalRollupChange(1, 1, false)).toEqual([]);
  });

  it('adds revenue up, rounding to whole minor units and ignoring values that are not positive', () => {
    expect(valueAfterConversion(0, true, 1999.6, null)).toBe(2000);
    expect(valueAfterConversion(2000, true, 1000, null)).toBe(3000);
    expect(valueAfterConversion(3000, true, -50, null)).toBe(3000);
    expect(valueAfterConversion(3000, true, undefined, null)).toBe(3000);
  });

  it.each([
    ['an order below the maximum, as sent', 0, 4_999, 4_999],
    ['an order at the maximum, as sent', 0, 5_000, 5_000],
    ['a larger order, at the maximum', 0, 9_000_000, 5_000],
    ['each order of a visitor capped on its own, then added up', 4_000, 7_000, 9_000],
    ['a fraction rounded before capping', 0, 5_000.4, 5_000],
    ['nothing for a value that is not positive', 4_000, -10, 4_000],
  ])("counts %s under the website's maximum order value", (_name, before, value, after) => {
    expect(valueAfterConversion(before, true, value, 5_000)).toBe(after);
  });

  it('counts a binary conversion as one whatever the maximum order value', () => {
    expect(valueAfterConversion(0, false, 9_000_000, 5_000)).toBe(1);
  });

  it("moves a buyer's revenue between buckets so that the rollup's totals stay exact", () => {
    const first = goalRollupChange(0, 2000, true);
    expect(first).toEqual([{ bucket: valueBucketOf(2000), visitors: 1, total: 2000, squares: 4_000_000 }]);
    const second = goalRollupChange(2000, 5000, true);
    const totals = [...first, ...second].reduce(
      (sum, d) => ({
        visitors: sum.visitors + d.visitors,
        total: sum.total + d.total,
        squares: sum.squares + d.squares,
      }),
      { visitors: 0, total: 0, squares: 0 },
    );
    expect(totals).toEqual({ visitors: 1, total: 5000, squares: 25_000_000 });
    expect(second.find((d) => d.visitors === 1)?.bucket).toBe(valueBucketOf(5000));
  });

  it('keeps each value below the upper edge of its bucket, and buckets about 10% wide', () => {
    for (const value of [1, 9, 10, 99, 1000, 123_456, 1_000_000_000]) {
      const bucket = valueBucketOf(value);
      expect(value).toBeLessThan(valueBucketUpperEdge(bucket));
      expect(value).toBeGreaterThanOrEqual(valueBucketUpperEdge(bucket - 1) - 1e-6);
      expect(valueBucketUpperEdge(bucket) / valueBucketUpperEdge(bucket - 1)).toBeCloseTo(1.1, 10);
    }
  });
});
