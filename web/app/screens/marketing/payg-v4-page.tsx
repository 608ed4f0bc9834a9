import page from '../../content/marketing/payg-based-ab-testing-v4.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** The script's measured size (docs/tracking.md) and its fail-open limit: the two promises this page leads with. */
const figures = [
  { value: '3 KB', label: 'tracking script, gzipped' },
  { value: '1.5 s', label: 'at most, then your original page shows' },
  { value: '1 tag', label: 'first in your head, for every test' },
] as const;

/** The pay-as-you-go landing page led by speed: a small script, no flicker, a fail-open limit. */
export function PaygV4Page() {
  return (
    <MarketingPage
      content={content}
      kicker="Fast by design"
      aside={
        <ul className="marketing-figures" aria-label="Speed in numbers">
          {figures.map((figure) => (
            <li key={figure.value} className="marketing-figure marketing-card">
              <span className="marketing-figure__value">{figure.value}</span>
              <span className="marketing-figure__label">{figure.label}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
