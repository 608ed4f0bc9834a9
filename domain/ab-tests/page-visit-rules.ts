import { canonicalPageUrl } from '../websites/page-address-rules';
import { conversionGoalMessages, type UrlMatch } from './conversion-goal-rules';

// Page visit goals: where the owner's address is put in canonical form, and how the tracking script matches it;
// the goals screen tries an address against the website's pages by the same rules.

/**
 * A page visit goal's address in the canonical form pages have (see site-url.ts): a path is taken as on the website,
 * a full address must be on it; the query and fragment are dropped. `*` stands for any characters in a pattern.
 */
export function pageVisitUrl(
  raw: string,
  match: UrlMatch,
  websiteUrl: string,
): { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string } {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text.startsWith('/') ? text : /^https?:\/\//i.test(text) ? text : `https://${text}`, websiteUrl);
  } catch {
    return { ok: false, message: conversionGoalMessages.url };
  }
  if (text === '' || /\s/.test(text) || !/^https?:$/.test(url.protocol)) {
    return { ok: false, message: conversionGoalMessages.url };
  }
  if (url.origin !== websiteUrl) return { ok: false, message: conversionGoalMessages.otherWebsite };
  // Goals match a page by its address alone: the query (order numbers, tracking parameters) never counts.
  url.hash = '';
  url.search = '';
  const canonical = canonicalPageUrl(url);
  if (match === 'pattern' && !canonical.includes('*')) {
    return { ok: false, message: conversionGoalMessages.patternWithoutStar };
  }
  return { ok: true, url: canonical };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The regular expression (as source) the tracking script tests a page's address without its query against (the
 * canonical form, as pageAddressesOf gives it): exact
 * and pattern goals match the whole address, starts-with goals its beginning; `*` is any run of characters.
 */
export function pageVisitExpression(url: string, match: UrlMatch): string {
  if (match === 'starts_with') return `^${escapeRegExp(url)}`;
  const parts = url.split('*').map(escapeRegExp);
  return `^${parts.join('.*')}$`;
}

/** Whether a page address (without its query) reaches a page visit goal; the same test the script makes. */
export function reachesPageVisit(address: string, url: string, match: UrlMatch): boolean {
  return new RegExp(pageVisitExpression(url, match)).test(address.split('?')[0]!.split('#')[0]!);
}
