declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Hands each page view to the analytics service through the standard `dataLayer` queue. The service's own script
 * is not part of the product; without it the queue simply collects the events.
 */
export function reportPageView(path: string, title: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
}
