import { describe, expect, it } from 'vitest';
import {
  conversionRateStatistics,
  revenueCap,
  revenueStatistics,
  type GoalTotalsRow,
} from '../../../domain/statistics/conversion-statistics';
import { buyerRollupRows } from '../../support/statistics/buyer-rollups';

describe('conversion statistics', () => {
  it("a binary goal's rate is the converted share of the variant's visitors", () => {
    const rows: GoalTotalsRow[] = [{ variantId: 'b', bucket: 0, visitors: 12, total: 12, squares: 12 }];
    expect(conversionRateStatistics(200, rows)).toEqual({ n: 200, sum: 12, sumOfSquares: 12 });
  });

  it('revenue per visitor without a cap counts every buyer as they bought, and non-buyers as zero', () => {
    const stats = revenueStatistics(10, buyerRollupRows('b', [1000, 3000]), null);
    expect(stats).toEqual({ n: 10, sum: 4000, sumOfSquares: 1000 ** 2 + 3000 ** 2 });
  });

  it("caps one enormous order at the buyers' 99th percentile, rounded up to its bucket's edge", () => {
    const ordinary = Array.from({ length: 199 }, () => 2500);
    const rows = [
      ...buyerRollupRows('a', ordinary.slice(0, 100)),
      ...buyerRollupRows('b', [...ordinary.slice(100), 10_000_000]),
    ];
    const cap = revenueCap(rows);
    expect(cap).not.toBeNull();
    expect(cap!).toBeGreaterThan(2500);
    expect(cap!).toBeLessThan(2500 * 1.1);
    const b = revenueStatistics(
      100,
      rows.filter((r) => r.variantId === 'b'),
      cap,
    );
    expect(b.sum).toBeCloseTo(99 * 2500 + cap!, 6);
    expect(b.sumOfSquares).toBeCloseTo(99 * 2500 ** 2 + cap! ** 2, 0);
  });

  it("caps a small shop's one enormous order at the next largest (issue 39, point 5)", () => {
    // 20 buyers: the 99th percentile is the largest order itself, which capped nothing.
    const rows = [
      ...buyerRollupRows(
        'a',
        Array.from({ length: 10 }, (_, i) => 4_000 + 100 * i),
      ),
      ...buyerRollupRows('b', [...Array.from({ length: 9 }, (_, i) => 4_050 + 100 * i), 1_000_000]),
    ];
    const cap = revenueCap(rows);
    expect(cap).not.toBeNull();
    expect(cap!).toBeLessThan(4_900 * 1.1);
    expect(
      revenueStatistics(
        500,
        rows.filter((r) => r.variantId === 'b'),
        cap,
      ).sum,
    ).toBeLessThan(10 * 4_900 * 1.1);
  });

  it('leaves the only order of a test as it is', () => {
    expect(revenueCap(buyerRollupRows('a', [5_000]))).toBeGreaterThan(5_000);
  });

  it('has no cap before anyone bought', () => {
    expect(revenueCap([])).toBeNull();
  });
});
