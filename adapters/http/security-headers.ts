import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Loaded by the customers' sites from their own origin: see loadedByOtherSites. */
    readonly loadedByOtherSites?: boolean;
  }
}

/** HSTS for a year, sent only on a request that arrived over HTTPS (see registerSecurityHeaders). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The route config of a route the customers' sites load from their own origin (the tracking script and its
 * endpoints): `Cross-Origin-Resource-Policy: same-origin` would stop a <script src> on another origin loading it, so
 * these answer `cross-origin`.
 */
export const loadedByOtherSites = { loadedByOtherSites: true } as const;

/** Script types a browser runs; any other (application/json, application/ld+json) is data that CSP does not check. */
const runnableScriptTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The sha256 sources (`'sha256-…'`) of every inline script in `html` a browser would run, worked out from the HTML
 * as served: a hash written down anywhere else would go stale the first time the script changed.
 */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes = [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(` ${attributes}`) && runs(attributes))
    .map(([, , content = '']) => sha256Source(content));
  return [...new Set(hashes)];
}

function runs(attributes: string): boolean {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
  if (type === null) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return runnableScriptTypes.has(value);
}

/** The browser hashes the element's text after the HTML parser turned CRLF into LF: the same is hashed here. */
function sha256Source(content: string): string {
  const normalised = content.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * The policy of every page the server sends (the web app's, prerendered or not, and its own small HTML pages):
 * everything from the app's own origin, inline scripts only by their hashes, no plugins, no framing.
 *
 * Styles: `'unsafe-inline'`, for styles only. The code editor (CodeMirror) writes its theme into <style> elements
 * at run time, in a document rather than a shadow root, and sets style attributes (its tab size, where the
 * completion box goes): their text cannot be known ahead, so no hash can allow them, and a nonce would need each
 * page made per request, undoing the prerendered pages and their compressed copies. A style cannot run code, and
 * the way injected CSS leaks a page (a url() that carries what it matched to another site) is refused by img-src
 * and font-src, which allow the app's own origin only. (With 'unsafe-inline', a hash in style-src would switch it
 * off, so the server's pages' own <style> elements are allowed by it too.)
 *
 * Nothing is loaded from another origin: CodeMirror is bundled (web/app/components/code-editor), the GraphQL
 * endpoint is the app's own, Stripe Checkout is a redirect (a navigation, which CSP does not govern) and the app
 * has no web fonts.
 */
export function contentSecurityPolicyDirectives(scriptHashes: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The Content-Security-Policy header of a page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(contentSecurityPolicyDirectives(scriptHashes))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * What a page of ours may ask the browser for: the features it uses, from its own origin only, and none of the rest,
 * so that a script that ever got into a page (or a page framing ours, were framing allowed) could not turn on the
 * camera, read the clipboard or take a payment. The app copies snippets, links and API keys (`clipboard-write`), and
 * owners sign in with passkeys (`publickey-credentials-*`, WebAuthn); the code editor needs nothing listed here.
 * A header of ours governs our own documents only: the tracking script and the visual editor run in customers'
 * pages, under their headers. Every feature named is one Chromium knows, since it warns in the console of each
 * page about any other.
 */
export const permissionsPolicyFeatures = {
  self: ['clipboard-write', 'publickey-credentials-create', 'publickey-credentials-get'],
  none: [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'captured-surface-control',
    'clipboard-read',
    'compute-pressure',
    'digital-credentials-create',
    'digital-credentials-get',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'interest-cohort',
    'keyboard-map',
    'language-detector',
    'language-model',
    'local-fonts',
    'local-network-access',
    'magnetometer',
    'microphone',
    'midi',
    'on-device-speech-recognition',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'private-state-token-issuance',
    'private-state-token-redemption',
    'screen-wake-lock',
    'serial',
    'speaker-selection',
    'storage-access',
    'summarizer',
    'translator',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ],
} as const;

/** The Permissions-Policy header of every answer. */
export const permissionsPolicy = [
  ...permissionsPolicyFeatures.self.map((feature) => `${feature}=(self)`),
  ...permissionsPolicyFeatures.none.map((feature) => `${feature}=()`),
].join(', ');

/** The helmet options of every answer; routes loadedByOtherSites differ in their Cross-Origin-Resource-Policy. */
const securityHeaderOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives() },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const satisfies HelmetOptions;

/**
 * The headers helmet sets with these options, worked out once: they are the same on every answer, and building
 * helmet's middleware for each request (as its Fastify plugin does) cost the tracking endpoints a third of their
 * throughput.
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer, from helmet: the policy above (with no script hashes: an answer that
 * is not a page has no inline script), `X-Frame-Options: DENY` for browsers without frame-ancestors, nosniff, a referrer
 * policy that gives other sites the origin only (never a page's path, which may hold a token), and a
 * Cross-Origin-Opener-Policy that keeps other sites' windows out of ours. The server's own small pages
 * (html-page.ts) have no inline script and keep that policy; the web app's pages carry one naming the hashes of
 * theirs (web-app.ts, prerendered-pages.ts). HSTS is sent only on a request that arrived over HTTPS: directly, or through a
 * trusted proxy's X-Forwarded-Proto (TRUST_PROXY); never over plain http://localhost, which it would break.
 * And the Permissions-Policy above. Set when a request arrives, so that a route can still change a header (see loadedByOtherSites).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // helmet has no Permissions-Policy of its own.
  const ownHeaders = { ...securityHeadersOf(securityHeaderOptions), 'permissions-policy': permissionsPolicy };
  const openHeaders = {
    ...securityHeadersOf({ ...securityHeaderOptions, crossOriginResourcePolicy: { policy: 'cross-origin' } }),
    'permissions-policy': permissionsPolicy,
  };
  app.addHook('onRequest', async (req, reply) => {
    void reply.headers(req.routeOptions.config.loadedByOtherSites === true ? openHeaders : ownHeaders);
    if (req.protocol === 'https') void reply.header('strict-transport-security', strictTransportSecurity);
  });
}
