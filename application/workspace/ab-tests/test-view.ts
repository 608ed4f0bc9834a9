import type { Test } from '../../../domain/ab-tests/test';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { WebsiteId } from '../../../domain/shared/ids';
import type { Currency } from '../../../domain/websites/currency-rules';

/** A test as the screens and the API show it: with its page, website, goal, variants and redirect targets. */
export interface TestView extends Test {
  readonly websiteId: WebsiteId;
  readonly websiteUrl: string;
  /** The website's currency: its revenue goals' figures are in its minor unit. */
  readonly currency: Currency;
  readonly pageUrl: string;
  readonly goalName: string;
  /** The control first, then the variants in the order they were added. */
  readonly variants: readonly Variant[];
  readonly variantRedirectUrls: readonly string[];
  /** When the owner stopped it; null while it is not stopped. */
  readonly stoppedAt: Date | null;
  /** The winner served to every visitor of the page, no longer tested; null when none is shipped. */
  readonly shippedVariantId: string | null;
  /** The owner's test sessions left: at none, every test of theirs pauses. */
  readonly ownerBalance: number;
  /** The owner has confirmed their email address: until then no test of theirs takes visitors. */
  readonly ownerEmailConfirmed: boolean;
}
