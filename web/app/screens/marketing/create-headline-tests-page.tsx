import page from '../../content/marketing/create-headline-tests.md';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** SPEC §2 /create-headline-tests: how to create a headline test, step by step, with the variant's code. */
export function CreateHeadlineTestsPage() {
  return <MarketingPage content={content} kicker="Guide" />;
}
