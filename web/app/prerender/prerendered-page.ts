import { hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * What a prerendered page (scripts/prerender-pages.ts) carries besides its markup, and how the browser's app takes
 * it over before its first render.
 */

/** The script element holding the query cache the page was rendered from. */
export const prerenderedQueriesId = 'prerendered-queries';

/** Marks the head tags (title, description, canonical, …) written by the prerender. */
export const prerenderedHeadAttribute = 'data-prerendered';

/** Starts the browser's query cache from the data the page was rendered with, so both render the same. */
export function restorePrerenderedQueries(queryClient: QueryClient, document: Document): void {
  const element = document.getElementById(prerenderedQueriesId);
  if (element?.textContent) hydrate(queryClient, JSON.parse(element.textContent));
}

/**
 * The app puts its own head tags in as it renders (and changes them on each page): the prerendered ones must go, and
 * so must index.html's placeholder title, or `document.title` would keep reading the first title in the head.
 */
export function removeStaticHead(document: Document): void {
  for (const element of document.head.querySelectorAll(`[${prerenderedHeadAttribute}], title`)) element.remove();
}
