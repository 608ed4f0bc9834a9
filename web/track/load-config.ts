import type { TrackedTest, TrackingConfig } from '../../domain/tracking/tracking-protocol';
import { storeHideEntry } from './hide-entry';
import { device } from './page-view';
import { api, guard, site, visitor } from './tracker';

/** The website's live tests, each with its page; null until the config arrives, empty if it never does. */
export let siteTests: readonly TrackedTest[] | null = null;

/** Fetches the website's config once per page load; `loaded` runs when it arrived (or failed, with no tests). */
export function loadConfig(loaded: () => void): void {
  fetch(`${api}config?site=${encodeURIComponent(site)}`)
    .then((response) => {
      if (!response.ok) throw response.status;
      return response.json();
    })
    .then((config: TrackingConfig) => {
      siteTests = config.tests;
      storeHideEntry(config.tests, visitor, device);
    })
    .catch(() => {
      siteTests = [];
    })
    .then(guard(loaded));
}
