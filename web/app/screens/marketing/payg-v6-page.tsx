import page from '../../content/marketing/payg-based-ab-testing-v6.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/**
 * The pay-as-you-go landing page led by a comparison with subscription tools: fair, naming neither competitors nor
 * their prices (the table is in the Markdown, right after the hero).
 */
export function PaygV6Page() {
  return <MarketingPage content={content} kicker="Pay-as-you-go or subscription?" />;
}
