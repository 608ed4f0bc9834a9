import { normalisePageUrl } from '../websites/site-url';
import { forcedVariantParameter } from './tracking-protocol';

/**
 * The stored page addresses a browser's location may stand for, best first: the canonical address with its query
 * (a page saved with a query matches only it) and without (a page saved without one matches whatever marketing
 * parameters a visitor arrives with). The QA parameter and the fragment never count.
 */
export function pageAddressesOf(href: string): string[] {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [];
  }
  url.hash = '';
  // Deleting rewrites the whole query (`%2C` for `,`, `+` for `%20`), which would no longer match the stored address.
  if (url.searchParams.has(forcedVariantParameter)) url.searchParams.delete(forcedVariantParameter);
  const withQuery = normalisePageUrl(url.href, url.origin);
  if (!withQuery.ok) return [];
  url.search = '';
  const withoutQuery = normalisePageUrl(url.href, url.origin);
  const addresses = [withQuery.url];
  if (withoutQuery.ok && withoutQuery.url !== withQuery.url) addresses.push(withoutQuery.url);
  return addresses;
}
