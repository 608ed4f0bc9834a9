import page from '../../content/marketing/payg-based-ab-testing-v3.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** The pay-as-you-go landing page led by the free monthly sessions. */
export function PaygV3Page() {
  return (
    <MarketingPage
      content={content}
      kicker="Free every month"
      aside={
        <div className="marketing-card marketing-card--highlight">
          <p className="marketing-figure">
            <span className="marketing-figure__value">1,000</span>
            <span className="marketing-figure__label">free test sessions, topped up on the first of every month</span>
          </p>
          <p className="marketing-card__small-print">No card needed to start. Tests pause, never bill, at zero.</p>
        </div>
      }
    />
  );
}
