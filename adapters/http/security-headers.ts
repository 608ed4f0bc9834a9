import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The sha256 sources (`'sha256-…'`) of a page's inline scripts and <style> elements, which its CSP allows. */
export interface InlineSources {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

const noInlineSources: InlineSources = { scripts: [], styles: [] };

/** HSTS for a year, sent only on a request that arrived over HTTPS (see registerSecurityHeaders). */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The helmet options of a route the customers' sites load from their own origin (the tracking script and its
 * endpoints): `Cross-Origin-Resource-Policy: same-origin` would stop a <script src> on another origin loading it.
 */
export const loadedByOtherSites = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const satisfies NonNullable<FastifyHelmetOptions>;

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
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The hashes of every inline script a browser would run and every <style> element in `html`, worked out from the
 * HTML as served: a hash written down anywhere else would go stale the first time the script changed.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts = [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => !/\ssrc\s*=/i.test(` ${attributes}`) && runs(attributes))
    .map(([, , content = '']) => sha256Source(content));
  const styles = [...html.matchAll(inlineStyle)].map(([, content = '']) => sha256Source(content));
  return { scripts: unique(scripts), styles: unique(styles) };
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

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The policy of every page the server sends (the web app's, prerendered or not, and its own small HTML pages):
 * everything from the app's own origin; inline scripts and <style> elements only by their hashes; no framing.
 * `style-src-attr 'unsafe-inline'`: style *attributes* are allowed, since the code editor (CodeMirror) sets some
 * (its tab size, the completion box's position) and a style attribute can neither run code nor read the page;
 * <style> elements, which could, are refused unless hashed. Nothing is loaded from another origin: CodeMirror is
 * bundled (web/app/components/code-editor), the GraphQL endpoint is the app's own, Stripe Checkout is a redirect
 * (a navigation, which CSP does not govern) and the app has no web fonts.
 */
export function contentSecurityPolicyDirectives(inline: InlineSources = noInlineSources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inline.styles],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The Content-Security-Policy header of a page with these inline scripts and styles. */
export function contentSecurityPolicy(inline: InlineSources = noInlineSources): string {
  return Object.entries(contentSecurityPolicyDirectives(inline))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Security headers on every answer, with @fastify/helmet: the policy above (with no inline sources: an answer that
 * is not a page has none), `X-Frame-Options: DENY` for browsers without frame-ancestors, nosniff, a referrer
 * policy that gives other sites the origin only (never a page's path, which may hold a token), and a
 * Cross-Origin-Opener-Policy that keeps other sites' windows out of ours. A page whose HTML is sent as a string
 * (the server's own pages) gets a policy naming its own inline scripts and styles on the way out; the web app's
 * pages carry theirs (web-app.ts). HSTS is sent only on a request that arrived over HTTPS: directly, or through a
 * trusted proxy's X-Forwarded-Proto (TRUST_PROXY); never over plain http://localhost, which it would break.
 * Registered before any route, so that routes can relax a header (see loadedByOtherSites).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives() },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') void reply.header('strict-transport-security', strictTransportSecurity);
  });
  app.addHook('onSend', async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload === 'string' && isHtml(reply)) {
      void reply.header('content-security-policy', contentSecurityPolicy(inlineSourcesOf(payload)));
    }
    return payload;
  });
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}
