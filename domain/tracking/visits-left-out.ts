import type { TrackingConfig } from './tracking-protocol';
import { pageAddressesOf } from './page-address';

/**
 * Why a visit to a test's page was neither charged nor counted: a bot (its user agent, or the script saw an automated
 * browser), or a page on an origin that is not the website's.
 */
export type LeftOutReason = 'bot' | 'origin';

/** Visits left out of one test, to add to what is stored. */
export interface LeftOutVisits {
  readonly testId: string;
  readonly reason: LeftOutReason;
  readonly visits: number;
}

/** What the owner sees of a test: the visits its bill and results leave out, by why. */
export interface VisitsLeftOut {
  readonly bots: number;
  readonly otherOrigins: number;
}

export const noVisitsLeftOut: VisitsLeftOut = { bots: 0, otherOrigins: 0 };

/**
 * The tests of a config that run on the page a config request names (its `page`, the address without the query):
 * those a bot's page view would have entered, had it been a person. Shipped winners enrol nobody, so none count.
 */
export function testsOnPage(config: TrackingConfig, page: string): string[] {
  const addresses = new Set(pageAddressesOf(page));
  return config.tests.filter((test) => !test.shipped && addresses.has(test.page)).map((test) => test.id);
}
