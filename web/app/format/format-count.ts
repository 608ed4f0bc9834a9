const counts = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A whole number with British thousands separators: 1000 → "1,000". */
export function formatCount(value: number): string {
  return counts.format(value);
}
