import { canonicalPageUrl } from '../websites/site-url';
import { forcedVariantParameter } from './tracking-protocol';

/**
 * The stored page addresses a browser's location may stand for, best first: the canonical address with its query
 * (a page saved with a query matches only it) and without (a page saved without one matches whatever marketing
 * parameters a visitor arrives with). The QA parameter and the fragment never count. Shared by the server and the
 * tracking script, which calls it on every navigation: it stays small.
 */
export function pageAddressesOf(href: string): string[] {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [];
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname) return [];
  // Deleting rewrites the whole query (`%2C` for `,`, `+` for `%20`), which would no longer match the stored address.
  if (url.searchParams.has(forcedVariantParameter)) url.searchParams.delete(forcedVariantParameter);
  const withQuery = canonicalPageUrl(url);
  url.search = '';
  const withoutQuery = canonicalPageUrl(url);
  return withQuery === withoutQuery ? [withQuery] : [withQuery, withoutQuery];
}
