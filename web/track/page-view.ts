import { deviceForWidth } from '../../domain/tracking/viewport-device';
import { pageUrl } from './page-url';

// One page view: from the script's start, or a single-page navigation, until the next navigation.

/** The page as the config knows it: no hash, no QA parameter. */
export let url = '';
export let device = 3;
/** performance.now() when the view began: events' `at` counts from here. */
export let t0 = 0;
/**
 * Tests this visitor is enrolled in on this page, which its events count for. A new array for each page view, so
 * answers that arrive late can tell whether their page view is still the current one.
 */
export let tests: string[] = [];

export function newPageView(): void {
  url = pageUrl(location.href);
  device = deviceForWidth(innerWidth);
  t0 = performance.now();
  tests = [];
}
