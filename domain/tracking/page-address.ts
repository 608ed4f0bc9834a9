import { canonicalPageUrl } from '../websites/page-address-rules';
import { forcedVariantParameter } from './tracking-protocol';

/**
 * The stored page addresses a browser's location may stand for, best first: the canonical address with its query
 * (a page saved with a query matches only it) and without (a page saved without one matches whatever marketing
 * parameters a visitor arrives with). The QA parameter and the fragment never count. None for what is not an
 * http(s) URL.
 */
export function pageAddressesOf(href: string): string[] {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [];
  }
  return /^https?:$/.test(url.protocol) && url.hostname ? addressesOfLocation(url) : [];
}

/**
 * The same for a location the browser is at or goes to, which is an http(s) URL already: the tracking script calls
 * it on every navigation, and its size counts (see docs/tracking.md).
 */
export function addressesOfLocation(location: { readonly href: string }): string[] {
  const url = new URL(location.href);
  // Deleting rewrites the whole query (`%2C` for `,`, `+` for `%20`), which would no longer match the stored address.
  if (url.searchParams.has(forcedVariantParameter)) url.searchParams.delete(forcedVariantParameter);
  const withQuery = canonicalPageUrl(url);
  url.search = '';
  const withoutQuery = canonicalPageUrl(url);
  return withQuery === withoutQuery ? [withQuery] : [withQuery, withoutQuery];
}
