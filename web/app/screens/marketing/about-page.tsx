import page from '../../content/marketing/about.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** SPEC §2 /about: who Splitpenny is for, why pay-as-you-go, how it works and what it holds itself to. */
export function AboutPage() {
  return <MarketingPage content={content} kicker="About Splitpenny" contact />;
}
