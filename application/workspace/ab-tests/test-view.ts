import type { Test } from '../../../domain/ab-tests/test';
import type { WebsiteId } from '../../../domain/shared/ids';

/** A test as the screens and the API show it: with its page, website, goal and redirect targets. */
export interface TestView extends Test {
  readonly websiteId: WebsiteId;
  readonly websiteUrl: string;
  readonly pageUrl: string;
  readonly goalName: string;
  readonly variantRedirectUrls: readonly string[];
}
