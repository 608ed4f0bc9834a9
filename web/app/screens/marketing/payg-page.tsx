import page from '../../content/marketing/payg-based-ab-testing.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** SPEC §2 /payg-based-ab-testing: the pay-as-you-go landing page the variants (-v2 and on) point to as canonical. */
export function PaygPage() {
  return <MarketingPage content={content} kicker="Pay-as-you-go A/B testing" />;
}
