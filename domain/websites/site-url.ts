import { canonicalPageUrl } from './page-address-rules';
import { normaliseOrigin, parseTypedAddress } from './website-origin-rules';
/**
 * Website and page addresses in one canonical form, so that the tracking script can compare them with
 * `location.href`: lower-case scheme and host, no default port, no fragment, no trailing slash (but the root's).
 */
export type SiteUrlProblem = 'not-a-url' | 'not-http' | 'has-path' | 'other-origin';

export type SiteUrlResult =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly problem: SiteUrlProblem };

/** A website is an origin: `example.com` becomes `https://example.com`; a path is refused. */
export function normaliseWebsiteUrl(raw: string): SiteUrlResult {
  return normaliseOrigin(raw);
}

/** A page of `websiteUrl`: a full URL on that origin, or a path (`/pricing`) taken as on it. */
export function normalisePageUrl(raw: string, websiteUrl: string): SiteUrlResult {
  const text = raw.trim();
  let url: URL | null;
  try {
    url = text.startsWith('/') ? new URL(text, websiteUrl) : parseTypedAddress(text);
  } catch {
    url = null;
  }
  if (url === null || url.hostname === '') return { ok: false, problem: 'not-a-url' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'not-http' };
  if (url.origin !== websiteUrl) return { ok: false, problem: 'other-origin' };
  return { ok: true, url: canonicalPageUrl(url) };
}
