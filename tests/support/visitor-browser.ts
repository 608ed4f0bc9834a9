/**
 * The user agent of a person's browser (desktop Chrome), which the tracking endpoints charge and count. Test clients
 * that stand for visitors send it: their own (lightMyRequest, node, undici, Playwright) are on the bot list.
 */
export const browserUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** The origin of each website the tests made, by id: a person's browser on its pages sends it as `Origin`. */
const siteOrigins = new Map<string, string>();

/** Notes the website `siteId` is at `url`, so that visitors' requests for it come from its pages. */
export function rememberSiteOrigin(siteId: string, url: string): void {
  siteOrigins.set(siteId, new URL(url).origin);
}

/**
 * The headers of a person's browser on a page of the website a tracking body names: its user agent, and its origin
 * when the tests made that website (requests for a site they did not make go without one, as from no page).
 */
export function visitorHeaders(body: unknown): Record<string, string> {
  const named = typeof body === 'string' ? parsedOrNothing(body) : body;
  const site = typeof named === 'object' && named !== null && 'site' in named ? String(named.site) : '';
  const origin = siteOrigins.get(site);
  return origin === undefined ? { 'user-agent': browserUserAgent } : { 'user-agent': browserUserAgent, origin };
}

/** A body sent as text: its JSON when it is some. */
function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
