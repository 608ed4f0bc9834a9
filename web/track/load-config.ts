import type { TrackedTest, TrackingConfig } from '../../domain/tracking/tracking-protocol';
import { forcedVariant } from './forced-variant';
import { loadGoals } from './goals-loader';
import { storeHideEntry } from './hide-entry';
import { addresses, device } from './page-view';
import { api, guard, site, visitor } from './tracker';

/** The website's live tests, each with its page; null until the config arrives, empty if it never does. */
export let siteTests: readonly TrackedTest[] | null = null;

/** Fetches the website's config once per page load; `loaded` runs when it arrived (or failed, with no tests). */
export function loadConfig(loaded: () => void): void {
  // Website ids are URL-safe; a garbled data-site is refused by the server like any unknown site. The page's address
  // without its query (the last of `addresses`) tells the owner the script runs there: no visitor data goes with it.
  // A preview names its variant, whose test the config then holds even before it runs (a draft, say).
  fetch(
    `${api}config?site=${site}&page=${encodeURIComponent(addresses[addresses.length - 1]!)}&preview=${encodeURIComponent(forcedVariant() || '')}`,
  )
    .then((response) => response.json())
    .then((config: Partial<TrackingConfig>) => {
      // An error answer has no tests: the page shows as it is.
      siteTests = config.tests || [];
      if (config.goals) loadGoals(config.goals);
      storeHideEntry(siteTests, visitor, device);
    })
    .catch(() => {
      siteTests = [];
    })
    .then(guard(loaded));
}
