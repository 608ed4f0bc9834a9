import type { TrackedTest, TrackingConfig } from '../../domain/tracking/tracking-protocol';
import { loadGoals } from './goals-loader';
import { storeEntries } from './hide-entry';
import { device } from './page-view';
import { visitor } from './tracker';

/** The website's live tests, each with its page: those of the config written into the per-site script. */
export let siteTests: readonly TrackedTest[] = [];

/**
 * Takes the website's config. A damaged one counts as none: the page shows as it is. The conversion goals script
 * comes only to websites with goals, and what this visitor's variants do on each page is kept for the loader.
 */
export function takeConfig(config: Partial<TrackingConfig>): void {
  try {
    siteTests = config.tests || [];
    if (config.goals) loadGoals(config.goals);
    storeEntries(siteTests, visitor, device);
  } catch {
    siteTests = [];
  }
}
