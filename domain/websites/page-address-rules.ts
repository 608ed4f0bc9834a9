/**
 * The canonical form of a page's address, which pages are stored in and page visit goals are matched in: the server
 * and the goals screen (trying an address against the website's pages) put addresses in it alike.
 */

/** An http(s) URL in the canonical form: origin, path without trailing slashes (but the root's), query; no fragment. */
export function canonicalPageUrl(url: URL): string {
  return url.origin + (url.pathname.replace(/\/+$/, '') || '/') + url.search;
}
