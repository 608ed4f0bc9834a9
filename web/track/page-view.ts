import { addressesOfLocation } from '../../domain/tracking/page-address';
import { deviceForWidth } from '../../domain/tracking/viewport-device';

// One page view: from the script's start, or a single-page navigation, until the next navigation.

/** The addresses a test's page may have to run here (pageAddressesOf): the first is the page's own. */
export let addresses: string[] = [];
export let device = 3;
/** performance.now() when the view began: events' `at` counts from here. */
export let t0 = 0;
/**
 * Tests this visitor is enrolled in on this page, which its events count for. A new array for each page view, so
 * answers that arrive late can tell whether their page view is still the current one.
 */
export let tests: string[] = [];

export function newPageView(): void {
  addresses = addressesOfLocation(location);
  device = deviceForWidth(innerWidth);
  t0 = performance.now();
  tests = [];
}
