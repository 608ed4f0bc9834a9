import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import { formatPence } from '../../format/format-money';
import type { SessionPricesQuery } from '../../gql/graphql';

type Tier = SessionPricesQuery['sessionPrices']['tiers'][number];

/** "First 10,000 sessions", "10,001 to 100,000", "Above 100,000". */
export function bandLabel(tiers: readonly Tier[], index: number): string {
  const from = index === 0 ? 0 : (tiers[index - 1]?.upTo ?? 0);
  const to = tiers[index]?.upTo ?? null;
  if (to === null) return from === 0 ? 'Every session' : `Above ${formatCount(from)}`;
  return from === 0 ? `First ${formatCount(to)} sessions` : `${formatCount(from + 1)} to ${formatCount(to)}`;
}

const caption = 'Price per 1,000 sessions, by how many a purchase includes';

/** The bands of the price table: each part of a purchase is priced at its own band's rate. */
export function PriceTiers({ tiers }: { tiers: readonly Tier[] }) {
  return (
    <TableScroll label={caption}>
      <table className="table pricing-tiers">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Sessions in the purchase</th>
            <th scope="col">Price per 1,000</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <th scope="row">{bandLabel(tiers, index)}</th>
              <td data-label="Price per 1,000">{formatPence(tier.pencePer1000)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
