import type { AnyRouter } from '@tanstack/react-router';
import { allowsNonEssential } from '../consent/consent-cookie';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Hands each page view to the analytics service through the standard `dataLayer` queue. The service's own script
 * is not part of the product; without it the queue simply collects the events. Analytics is not essential: nothing
 * is reported until the visitor has allowed all cookies (SPEC §4).
 */
export function reportPageView(path: string, title: string): void {
  if (!allowsNonEssential()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
}

/** Each new page counts as a page view; a change of search params alone does not. */
export function reportPageViews(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) reportPageView(toLocation.pathname, document.title);
  });
}
