import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from './compressed-copies';
import { notFoundPage, readPrerenderedPages, type PrerenderedPage } from './prerendered-pages';
import { contentSecurityPolicy, inlineScriptHashesOf } from './security-headers';
import { registerSeoRoutes } from './seo-routes';
import { isKnownPage, publicPage, readSitePaths } from './site-paths';

/** Paths that belong to the server; a miss there is a real 404, never the web app. */
const serverPrefixes = ['/graphql', '/api/', '/scripts/', '/webhooks/', '/healthz', '/assets/', '/dev/'];

/**
 * Serves the built web app. Hashed assets are cached for a year; pages never are, so a deploy shows at once.
 * A public page is answered with its prerendered HTML, which the app then takes over; any other page of the app
 * (the signed-in area) with index.html, where the client router decides. A path the web app has no page for is
 * answered 404 with the prerendered not-found page, so crawlers see it too. Every page carries a CSP that allows
 * its own inline scripts by their hashes (security-headers.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, publicUrl: string): Promise<void> {
  const root = distDir !== null && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  const hasWebApp = root !== null;
  if (root === null) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; serving the API only');
  } else {
    const staticPagePolicy = staticPagePolicies();
    // The build wrote a Brotli and a gzip copy of every asset: the one the browser accepts is sent.
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        const policy = staticPagePolicy(filePath);
        if (policy !== null) reply.header('content-security-policy', policy);
      },
    });
  }

  const paths = hasWebApp ? readSitePaths(root) : null;
  if (paths !== null) registerSeoRoutes(app, { publicUrl, paths });
  const prerendered =
    root !== null && paths !== null
      ? readPrerenderedPages(root, paths.known, publicUrl)
      : new Map<string, PrerenderedPage>();

  app.setNotFoundHandler(async (req, reply) => {
    if (hasWebApp && wantsWebApp(req)) {
      const pathname = publicPage(req.url);
      const known = paths === null || isKnownPage(paths, pathname);
      const page = prerendered.get(known ? pathname : notFoundPage);
      if (!known) void reply.status(404);
      return page === undefined ? sendIndex(reply) : sendPage(req, reply, page);
    }
    return reply.status(404).send({ error: 'Not Found', message: `No route for ${req.method} ${req.url}` });
  });
}

function wantsWebApp(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  if (serverPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  return (req.headers.accept ?? '*/*').split(',').some((type) => /text\/html|\*\/\*/.test(type));
}

/**
 * The CSP of a static HTML file (index.html, a downloadable guide), from the file itself, worked out once per file:
 * the file sent may be its Brotli or gzip copy, whose HTML is the same.
 */
function staticPagePolicies(): (filePath: string) => string | null {
  const policies = new Map<string, string>();
  return (filePath) => {
    const file = filePath.replace(/\.(br|gz)$/, '');
    if (!file.endsWith('.html')) return null;
    let policy = policies.get(file);
    if (policy === undefined) {
      policy = contentSecurityPolicy(inlineScriptHashesOf(readFileSync(file, 'utf8')));
      policies.set(file, policy);
    }
    return policy;
  };
}

function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

function sendPage(req: FastifyRequest, reply: FastifyReply, page: PrerenderedPage): FastifyReply {
  void reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8');
  return sendCompressed(req, reply, page.html, page);
}
