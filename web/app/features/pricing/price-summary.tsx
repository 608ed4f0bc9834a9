import { formatPence } from '../../format/format-money';
import type { SessionPricesQuery } from '../../gql/graphql';

type Tier = SessionPricesQuery['sessionPrices']['tiers'][number];

/**
 * The price in a sentence, from the table /pricing shows: the rate of the first band, and the lowest rate, which
 * larger purchases reach ("£5.00 per 1,000 sessions, down to £3.00 per 1,000 in larger purchases").
 */
export function PriceSummary({ tiers }: { tiers: readonly Tier[] }) {
  const first = tiers[0];
  if (first === undefined) return null;
  const lowest = Math.min(...tiers.map((tier) => tier.pencePer1000));
  return (
    <p className="price-summary">
      <strong>{formatPence(first.pencePer1000)} per 1,000 sessions</strong>
      {lowest < first.pencePer1000 && `, down to ${formatPence(lowest)} per 1,000 in larger purchases`}.
    </p>
  );
}
