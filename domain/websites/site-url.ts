import { canonicalPageUrl } from './page-address-rules';
/**
 * Website and page addresses in one canonical form, so that the tracking script can compare them with
 * `location.href`: lower-case scheme and host, no default port, no fragment, no trailing slash (but the root's).
 */
export type SiteUrlProblem = 'not-a-url' | 'not-http' | 'has-path' | 'other-origin';

export type SiteUrlResult =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly problem: SiteUrlProblem };

const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i;

function parse(raw: string): URL | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  try {
    return new URL(hasScheme.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
}

/** A website is an origin: `example.com` becomes `https://example.com`; a path is refused. */
export function normaliseWebsiteUrl(raw: string): SiteUrlResult {
  const url = parse(raw);
  if (url === null || url.hostname === '') return { ok: false, problem: 'not-a-url' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'not-http' };
  if (url.pathname !== '/' || url.search !== '') return { ok: false, problem: 'has-path' };
  return { ok: true, url: url.origin };
}

/** A page of `websiteUrl`: a full URL on that origin, or a path (`/pricing`) taken as on it. */
export function normalisePageUrl(raw: string, websiteUrl: string): SiteUrlResult {
  const text = raw.trim();
  let url: URL | null;
  try {
    url = text.startsWith('/') ? new URL(text, websiteUrl) : parse(text);
  } catch {
    url = null;
  }
  if (url === null || url.hostname === '') return { ok: false, problem: 'not-a-url' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'not-http' };
  if (url.origin !== websiteUrl) return { ok: false, problem: 'other-origin' };
  return { ok: true, url: canonicalPageUrl(url) };
}
