import { fail, ok, type Result } from '../shared/result';

/**
 * What sessions cost: a price per 1,000 sessions in pence that falls with volume, graduated like a tax band (the
 * first 10,000 sessions of any purchase at the first rate, the next ones at the second, …), so buying one more
 * session never makes a purchase cheaper. Money is whole pence (GBP minor units), never a float of pounds.
 */
export interface PriceTable {
  /** Named in each checkout, so a payment can be traced to the prices it was made at. */
  readonly version: string;
  readonly currency: 'GBP';
  readonly minimumSessions: number;
  readonly maximumSessions: number;
  /** Ascending bands; the last has no upper bound (`upTo` null). */
  readonly tiers: readonly PriceTier[];
}

export interface PriceTier {
  /** The band covers sessions up to and including this count of the purchase; null for "and above". */
  readonly upTo: number | null;
  readonly pencePer1000: number;
}

export const defaultPriceTable: PriceTable = {
  version: '2026-11',
  currency: 'GBP',
  minimumSessions: 1_000,
  maximumSessions: 1_000_000,
  tiers: [
    { upTo: 10_000, pencePer1000: 500 },
    { upTo: 100_000, pencePer1000: 400 },
    { upTo: null, pencePer1000: 300 },
  ],
};

export interface Quote {
  readonly sessions: number;
  /** Pence, rounded to the nearest penny once, after every band is added up. */
  readonly amountMinor: number;
  readonly currency: 'GBP';
  readonly priceVersion: string;
}

export type PurchaseRefusal =
  | { readonly kind: 'NotWholeSessions'; readonly minimum: number; readonly maximum: number }
  | { readonly kind: 'BelowMinimumPurchase'; readonly minimum: number; readonly maximum: number }
  | { readonly kind: 'AboveMaximumPurchase'; readonly minimum: number; readonly maximum: number };

/** The exact price of `sessions`, or why that many cannot be bought. */
export function quote(table: PriceTable, sessions: number): Result<Quote, PurchaseRefusal> {
  const limits = { minimum: table.minimumSessions, maximum: table.maximumSessions };
  if (!Number.isSafeInteger(sessions)) return fail({ kind: 'NotWholeSessions', ...limits });
  if (sessions < table.minimumSessions) return fail({ kind: 'BelowMinimumPurchase', ...limits });
  if (sessions > table.maximumSessions) return fail({ kind: 'AboveMaximumPurchase', ...limits });
  // Thousandths of a penny stay whole numbers, so the only rounding is the last one.
  let milliPence = 0;
  let priced = 0;
  for (const tier of table.tiers) {
    const bandEnd = tier.upTo === null ? sessions : Math.min(sessions, tier.upTo);
    if (bandEnd > priced) {
      milliPence += (bandEnd - priced) * tier.pencePer1000;
      priced = bandEnd;
    }
    if (priced >= sessions) break;
  }
  return ok({
    sessions,
    amountMinor: Math.round(milliPence / 1000),
    currency: table.currency,
    priceVersion: table.version,
  });
}

/** Why a table cannot be used, or null when it can: checked once, when configuration is read. */
export function priceTableProblem(table: PriceTable): string | null {
  const { tiers, minimumSessions, maximumSessions } = table;
  if (!Number.isSafeInteger(minimumSessions) || minimumSessions < 1) return 'the minimum must be a whole number ≥ 1';
  if (!Number.isSafeInteger(maximumSessions) || maximumSessions < minimumSessions) {
    return 'the maximum must be a whole number at least the minimum';
  }
  if (tiers.length === 0) return 'there must be at least one price tier';
  if (tiers.at(-1)?.upTo !== null) return 'the last tier must have no upper bound (upTo null)';
  for (const [index, tier] of tiers.entries()) {
    if (!Number.isSafeInteger(tier.pencePer1000) || tier.pencePer1000 < 1) {
      return `tier ${index + 1}: the price per 1,000 must be whole pence ≥ 1`;
    }
    const previous = index === 0 ? 0 : (tiers[index - 1]?.upTo ?? 0);
    if (tier.upTo !== null && !(Number.isSafeInteger(tier.upTo) && tier.upTo > previous)) {
      return `tier ${index + 1}: upTo must be a whole number above the tier before`;
    }
  }
  return null;
}
