import type { GoalTotalsRow } from '../../../domain/statistics/conversion-statistics';
import { goalRollupChange } from '../../../domain/tracking/goal-rollup';

/** The rollup rows of buyers with these revenues, as ingest would leave them. */
export function buyerRollupRows(variantId: string, revenues: readonly number[]): GoalTotalsRow[] {
  const rows = new Map<number, GoalTotalsRow>();
  for (const value of revenues) {
    for (const d of goalRollupChange(0, value, true)) {
      const row = rows.get(d.bucket) ?? { variantId, bucket: d.bucket, visitors: 0, total: 0, squares: 0 };
      rows.set(d.bucket, {
        ...row,
        visitors: row.visitors + d.visitors,
        total: row.total + d.total,
        squares: row.squares + d.squares,
      });
    }
  }
  return [...rows.values()];
}
