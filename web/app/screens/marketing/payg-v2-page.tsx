import page from '../../content/marketing/payg-based-ab-testing-v2.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** The default price table's bands (domain/payments/price-table.ts), as the page states them. */
const bands = [
  { sessions: 'First 10,000 sessions', price: '£5.00' },
  { sessions: '10,001 to 100,000', price: '£4.00' },
  { sessions: 'Beyond 100,000', price: '£3.00' },
] as const;

/** The pay-as-you-go landing page led by its price: the price list is the first thing beside the headline. */
export function PaygV2Page() {
  return (
    <MarketingPage
      content={content}
      kicker="Simple prices"
      aside={
        <div className="marketing-card">
          <h2 className="marketing-card__heading" id="payg-v2-prices">
            Price per 1,000 sessions
          </h2>
          <dl className="marketing-prices">
            {bands.map((band) => (
              <div key={band.sessions} className="marketing-prices__row">
                <dt>{band.sessions}</dt>
                <dd>{band.price}</dd>
              </div>
            ))}
          </dl>
          <p className="marketing-card__small-print">Buy from 1,000 sessions at a time. 1,000 free every month.</p>
        </div>
      }
    />
  );
}
