import type { Currency } from '../../domain/websites/currency-rules';
import type { ConversionGoal } from '../../domain/ab-tests/conversion-goal';
/** A test that may be live on a page, with what deciding that and serving it needs. */
export interface TrackingCandidate {
  readonly testId: string;
  /** The canonical address of the test's page. */
  readonly pageUrl: string;
  readonly active: boolean;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
  readonly sessionsCount: number;
  readonly ownerBalance: number;
  /** The owner has confirmed their email address: until then none of their tests is live. */
  readonly ownerEmailConfirmed: boolean;
  /** A shipped winner: served to every visitor, untested, whatever the dates, cap or balance. */
  readonly shippedVariantId: string | null;
  readonly devices: readonly number[];
  readonly variants: readonly {
    readonly id: string;
    readonly variantNo: number;
    readonly trafficAllocation: number;
    readonly cssCode: string;
    readonly jsCode: string;
    readonly pageRedirectUrl: string | null;
  }[];
}

/**
 * Reads what the tracking config is made of: one website's active tests, and its tests with a shipped winner, on the
 * page at any of these addresses, or on all its pages (null).
 */
export interface TrackingConfigSource {
  activeTestsOn(websiteId: string, pageUrls: readonly string[] | null): Promise<TrackingCandidate[]>;
  /** The website's test that has this variant, whatever its state (a preview); null when there is none. */
  previewedTest(websiteId: string, variantId: string): Promise<TrackingCandidate | null>;
  /** Whether the website's tests were charged its daily session budget on `day` (UTC, `YYYY-MM-DD`). */
  dailyBudgetReached(websiteId: string, day: string): Promise<boolean>;
  /** A website's address and its other origins (website-origin-rules.ts); null when there is no such website. */
  websiteOrigins(websiteId: string): Promise<{ readonly url: string; readonly extraOrigins: readonly string[] } | null>;
  /** The conversion goals these tests measure, first or second, each once. */
  conversionGoalsOf(testIds: readonly string[]): Promise<readonly GoalWithCurrency[]>;
}

/** A conversion goal with its website's currency: a revenue goal read from a page reads money in it. */
export type GoalWithCurrency = ConversionGoal & { readonly currency: Currency };
