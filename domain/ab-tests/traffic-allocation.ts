import { fail, ok, type Result } from '../shared/result';

export interface AllocationsMustAddUp {
  readonly kind: 'AllocationsMustAddUp';
  /** What they add up to instead, for the owner to see how far off they are. */
  readonly total: number;
}

/** Allocations are whole percentages that add up to 100 across a test's variants. */
export function addsUpToHundred(allocations: readonly number[]): boolean {
  return allocations.every((a) => Number.isInteger(a) && a >= 0 && a <= 100) && total(allocations) === 100;
}

/** A test's allocations, control first, when they are whole percentages adding up to 100. */
export function checkedAllocations(allocations: readonly number[]): Result<readonly number[], AllocationsMustAddUp> {
  return addsUpToHundred(allocations)
    ? ok(allocations)
    : fail({ kind: 'AllocationsMustAddUp', total: total(allocations) });
}

export function total(allocations: readonly number[]): number {
  return allocations.reduce((sum, a) => sum + a, 0);
}

/** An even split over `count` variants; the rounding remainder goes to the first ones (the control first). */
export function evenSplit(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  const remainder = 100 - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * `amount` shared in proportion to `weights` (evenly when they are all zero), in whole numbers that add up to
 * exactly `amount`: each gets its share rounded down, and what rounding left goes to the largest remainders.
 */
export function shareProportionally(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = total(weights);
  const exact = weights.map((w) => (sum === 0 ? amount / weights.length : (amount * w) / sum));
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; k < amount - total(shares); k += 1) {
    const next = order[k % order.length];
    if (next !== undefined) shares[next.i] = (shares[next.i] ?? 0) + 1;
  }
  return shares;
}

/**
 * One variant set to `allocation`, the others sharing the rest in proportion to what they had, so the whole still
 * adds up to 100. Returns the new allocations in the given order.
 */
export function rebalanceAround(current: readonly number[], index: number, allocation: number): number[] {
  const others = current.filter((_, i) => i !== index);
  const shares = shareProportionally(100 - allocation, others);
  let next = 0;
  return current.map((_, i) => (i === index ? allocation : (shares[next++] ?? 0)));
}
