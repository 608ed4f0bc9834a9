/**
 * A test's traffic split: one whole percentage per variant, the control first, always adding up to exactly 100
 * (the server refuses any other total). Every function here returns a new split that keeps that promise.
 */
export type TrafficSplit = readonly number[];

export const splitTotal = 100;

/** A percentage as the split holds it: a whole number from 0 to 100 (NaN counts as 0). */
export function clampShare(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? splitTotal : 0;
  return Math.min(splitTotal, Math.max(0, Math.round(value)));
}

/**
 * Shares `total` in whole numbers in proportion to `weights` (largest remainder: every part is rounded down, then
 * the parts that lost the most get one more each, the earlier first on a tie), so the parts add up to `total`
 * exactly. All-zero weights share it evenly.
 */
export function apportion(weights: readonly number[], total: number): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((weight) => (Number.isFinite(weight) && weight > 0 ? weight : 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const basis = sum === 0 ? positive.map(() => 1) : positive;
  const basisSum = sum === 0 ? basis.length : sum;
  const exact = basis.map((weight) => (weight * total) / basisSum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** `count` shares as even as whole numbers allow; the first ones take the odd points (100 / 3 → 34, 33, 33). */
export function evenSplit(count: number): number[] {
  return apportion(
    Array.from({ length: count }, () => 1),
    splitTotal,
  );
}

/**
 * Sets one share and gives the rest to the others in proportion to what they had, so moving one slider keeps
 * the others' ratios and the total at 100. Others that all had 0 share the rest evenly.
 */
export function setShare(split: TrafficSplit, index: number, value: number): number[] {
  if (index < 0 || index >= split.length) return [...split];
  if (split.length === 1) return [splitTotal];
  const share = clampShare(value);
  const others = split.filter((_, position) => position !== index);
  const rest = apportion(others, splitTotal - share);
  return [...rest.slice(0, index), share, ...rest.slice(index)];
}

/**
 * Adds a variant at the end with an even share (100 / the new count, rounded down) taken from the others in
 * proportion, so adding to an even split keeps it even: [50, 50] → [34, 33, 33].
 */
export function addShare(split: TrafficSplit): number[] {
  const count = split.length + 1;
  return setShare([...split, 0], count - 1, Math.floor(splitTotal / count));
}

/** Removes a variant; its share goes to the rest in proportion (evenly when they all had 0). */
export function removeShare(split: TrafficSplit, index: number): number[] {
  if (index < 0 || index >= split.length) return [...split];
  const rest = split.filter((_, position) => position !== index);
  return apportion(rest, splitTotal);
}

export function sumOfShares(split: TrafficSplit): number {
  return split.reduce((a, b) => a + b, 0);
}
