/**
 * Deterministic assignment (ARCHITECTURE.md §4): a hash of (visitor id, test id) picks a point in [0, 100) and the
 * variants' shares, in order, divide that range. The same visitor gets the same variant in every tab and on every
 * server, with no state kept anywhere. Used by the tracking script and the server alike.
 */

/** FNV-1a, 32 bits: small, fast and evenly spread enough for splitting traffic. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where this visitor falls in [0, 100), in steps of 0.01. */
export function assignmentPoint(visitorId: string, testId: string): number {
  return (fnv1a(`${testId}:${visitorId}`) % 10_000) / 100;
}

/** The index of the variant whose share covers `point`; a variant with share 0 is never chosen. */
export function pickVariant(point: number, shares: readonly number[]): number {
  let upper = 0;
  for (let i = 0; i < shares.length; i += 1) {
    upper += shares[i]!;
    if (point < upper) return i;
  }
  // Shares that add up to less than 100 (never stored, but a cached config could be odd): the last with a share.
  let last = 0;
  shares.forEach((share, i) => (last = share > 0 ? i : last));
  return last;
}
