/**
 * Which pages may spend a website's sessions: a browser sends the origin of the page a request comes from, and only
 * the website's own origins may enrol its visitors or send their events, so that no other site can make its
 * visitors' browsers charge the owner. The website's own origins are its address, its www twin (`example.com` and
 * `www.example.com`), each over http and https; its owner adds any other (a checkout on another domain, a staging
 * host). The web app imports this module too, so it stays plain data and small pure functions.
 */
export const extraOriginLimit = 20;

export const extraOriginMessages = {
  notAnOrigin: 'Each other origin is a web address such as https://checkout.example.com, one per line',
  hasPath: 'Each other origin is a scheme and host only, such as https://checkout.example.com, without a path',
  tooMany: `A website can have at most ${extraOriginLimit} other origins`,
} as const;

export type ExtraOriginProblem = keyof typeof extraOriginMessages;

/** What the owner is told, naming the entry at fault. */
export function extraOriginsMessage(problem: ExtraOriginProblem, entry: string): string {
  return problem === 'tooMany'
    ? extraOriginMessages.tooMany
    : `${extraOriginMessages[problem]}: “${entry.trim()}” is not`;
}

/** Why an address typed as a website or an origin is not one. */
export type OriginProblem = 'not-a-url' | 'not-http' | 'has-path';

export type OriginResult =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly problem: OriginProblem };

const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A host that is this machine or a name only it resolves: served over plain http, as a rule. */
const localHost = /^(?:localhost|[^/:]+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])(?::\d+)?(?:[/?#]|$)/i;

/**
 * The scheme an address typed without one is given: the scheme the owner typed is always kept; without one, http for
 * this machine (`localhost:3712`, `127.0.0.1`, `shop.localhost`), whose development servers rarely have a
 * certificate, and https for anything else. The forms show the address as it will be saved.
 */
export function defaultSchemeOf(text: string): 'http' | 'https' {
  return localHost.test(text.trim()) ? 'http' : 'https';
}

/**
 * An address as typed, read as a URL (`example.com` as `https://example.com`, `localhost:3712` as
 * `http://localhost:3712`: defaultSchemeOf); null when it is none.
 */
export function parseTypedAddress(raw: string): URL | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  try {
    return new URL(hasScheme.test(text) ? text : `${defaultSchemeOf(text)}://${text}`);
  } catch {
    return null;
  }
}

/** An origin as typed: `example.com` becomes `https://example.com`; a path is refused. */
export function normaliseOrigin(raw: string): OriginResult {
  const url = parseTypedAddress(raw);
  if (url === null || url.hostname === '') return { ok: false, problem: 'not-a-url' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'not-http' };
  if (url.pathname !== '/' || url.search !== '') return { ok: false, problem: 'has-path' };
  return { ok: true, url: url.origin };
}

export type ExtraOriginsResult =
  | { readonly ok: true; readonly origins: readonly string[] }
  | { readonly ok: false; readonly problem: ExtraOriginProblem; readonly entry: string };

/**
 * The other origins an owner entered, each as an origin (`checkout.example.com` becomes
 * `https://checkout.example.com`), blanks and repeats dropped, in the order given; or the first entry that is not one.
 */
export function normaliseExtraOrigins(entries: readonly string[]): ExtraOriginsResult {
  const origins: string[] = [];
  for (const entry of entries) {
    if (entry.trim() === '') continue;
    const normalised = normaliseOrigin(entry);
    if (!normalised.ok) {
      return { ok: false, problem: normalised.problem === 'has-path' ? 'hasPath' : 'notAnOrigin', entry };
    }
    if (!origins.includes(normalised.url)) origins.push(normalised.url);
  }
  if (origins.length > extraOriginLimit)
    return { ok: false, problem: 'tooMany', entry: origins[extraOriginLimit] ?? '' };
  return { ok: true, origins };
}

/** Every origin whose pages may enrol the website's visitors and send their events. */
export function acceptedOrigins(websiteUrl: string, extraOrigins: readonly string[]): ReadonlySet<string> {
  const accepted = new Set(extraOrigins);
  const own = new URL(websiteUrl);
  const host = own.host;
  const twin = host.startsWith('www.') ? host.slice(4) : isIpHost(own.hostname) ? null : `www.${host}`;
  for (const name of twin === null ? [host] : [host, twin]) {
    accepted.add(`https://${name}`);
    accepted.add(`http://${name}`);
  }
  return accepted;
}

/**
 * The origin a browser's request comes from: its `Origin` header, else the origin of its `Referer` (sent alone by
 * some older browsers); null when it names none (`Origin: null` is what an opaque or privacy-restricted page sends,
 * which any site can make its browsers send, so it proves nothing).
 */
export function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  if (origin !== undefined && origin !== '' && origin !== 'null') return originOf(origin);
  if (referer !== undefined && referer !== '') return originOf(referer);
  return null;
}

function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function isIpHost(hostname: string): boolean {
  return /^[\d.]+$/.test(hostname) || hostname.startsWith('[');
}
