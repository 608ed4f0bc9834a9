import { addressesOfLocation } from '../../../domain/tracking/page-address';
import { onHistoryChange } from '../history-changes';

/** The page's address without its query, as page visit goals match it. */
export function pageAddress(): string {
  const addresses = addressesOfLocation(location);
  return addresses[addresses.length - 1]!;
}

/** Calls `navigated` when a single-page site moves to another address (a new hash or query alone is the same page). */
export function onNavigation(navigated: () => void): void {
  let current = pageAddress();
  onHistoryChange(() => {
    const now = pageAddress();
    if (now === current) return;
    current = now;
    try {
      navigated();
    } catch {
      // Never the site's problem.
    }
  });
}
