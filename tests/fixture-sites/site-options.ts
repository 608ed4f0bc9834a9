import type { IncomingMessage } from 'node:http';
import { loaderSnippet, scriptTag } from '../../domain/tracking/install-snippets';

/**
 * How one page view of a fixture site is set up, read from cookies the test sets on its browser context. One server
 * then serves every case (either install, consent mode, a strict Content-Security-Policy, a page script that
 * changes built-ins) without restarting, and parallel tests never see each other's settings.
 */
export interface SiteOptions {
  /** The website id the install names (`sp_site`); no install at all without it. */
  readonly websiteId: string | null;
  /** The Splitpenny server the script comes from (`sp_origin`, else the one the fixture server was started with). */
  readonly trackerOrigin: string;
  /** `sp_install`: the plain synchronous tag or the inline loader (the default, as the docs recommend). */
  readonly install: 'tag' | 'loader';
  /** `sp_consent=1`: the site loads the script in consent mode (`window.splitpennyConsent = 'pending'`). */
  readonly consentPending: boolean;
  /** `sp_csp=strict`: a Content-Security-Policy that allows the script and inline code but not eval. */
  readonly strictCsp: boolean;
  /** `sp_patch`: a script of the kind that changes built-ins (Prototype's or MooTools'), run right after the install. */
  readonly builtinPatch: BuiltinPatch | null;
}

/** The cookie names, for the tests that set them. */
export const optionCookies = {
  site: 'sp_site',
  origin: 'sp_origin',
  install: 'sp_install',
  consent: 'sp_consent',
  csp: 'sp_csp',
  builtinPatch: 'sp_patch',
} as const;

function cookiesOf(request: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  return cookies;
}

export function siteOptionsOf(request: IncomingMessage, defaultTrackerOrigin: string): SiteOptions {
  const cookies = cookiesOf(request);
  const patch = cookies.get(optionCookies.builtinPatch);
  return {
    websiteId: cookies.get(optionCookies.site) ?? null,
    trackerOrigin: cookies.get(optionCookies.origin) ?? defaultTrackerOrigin,
    install: cookies.get(optionCookies.install) === 'tag' ? 'tag' : 'loader',
    consentPending: cookies.get(optionCookies.consent) === '1',
    strictCsp: cookies.get(optionCookies.csp) === 'strict',
    builtinPatch: patch === 'prototype' || patch === 'mootools' ? patch : null,
  };
}

/**
 * Prototype.js 1.6 gives arrays a `toJSON` that returns a string, so `JSON.stringify([1])` is `"\"[1]\""`; written
 * without JSON.stringify of the array itself, which would call it again.
 */
const prototypePatch =
  'Array.prototype.toJSON = function () {' +
  " return '[' + Array.prototype.map.call(this, function (item) { return JSON.stringify(item); }).join(', ') + ']';" +
  '};';

/** MooTools' `Array.from` ignores a map function and hands back the items themselves (numbers for a byte array). */
const mootoolsPatch =
  'Array.from = function (item) {' +
  ' if (item == null) return [];' +
  " if (typeof item === 'object' && typeof item.length === 'number') return Array.prototype.slice.call(item);" +
  ' return [item];' +
  '};';

const builtinPatches = { prototype: prototypePatch, mootools: mootoolsPatch } as const;
export type BuiltinPatch = keyof typeof builtinPatches;

/**
 * What the page puts first in its `<head>`: the install the docs give (preceded by the consent-mode setting when the
 * site asks for consent), then the page's patch of built-ins.
 */
export function installHead(options: SiteOptions): string {
  if (options.websiteId === null) return '';
  const install =
    options.install === 'tag'
      ? scriptTag(options.trackerOrigin, options.websiteId)
      : loaderSnippet(options.trackerOrigin, options.websiteId);
  const consent = options.consentPending ? "<script>window.splitpennyConsent = 'pending';</script>" : '';
  const patch = options.builtinPatch === null ? '' : `<script>${builtinPatches[options.builtinPatch]}</script>`;
  return consent + install + patch;
}

/** The page's own headers: with `sp_csp=strict`, scripts from itself, the tracker and inline code, but no eval. */
export function pageHeaders(options: SiteOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  };
  if (options.strictCsp) {
    headers['content-security-policy'] = `script-src 'self' 'unsafe-inline' ${options.trackerOrigin}`;
  }
  return headers;
}
