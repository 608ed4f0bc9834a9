import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerSeoRoutes } from './seo-routes';
import { isKnownPage, readSitePaths } from './site-paths';

/** Paths that belong to the server; a miss there is a real 404, never the web app. */
const serverPrefixes = ['/graphql', '/api/', '/scripts/', '/webhooks/', '/healthz', '/assets/', '/dev/'];

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never is, so a deploy shows at once.
 * Any other GET that asks for HTML gets index.html and the client router decides; a path the web app has no page
 * for is answered 404 (with the same index.html, whose router shows the not-found page), so crawlers see it too.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null, publicUrl: string): Promise<void> {
  const root = distDir !== null && existsSync(path.join(distDir, 'index.html')) ? distDir : null;
  const hasWebApp = root !== null;
  if (root === null) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; serving the API only');
  } else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const paths = hasWebApp ? readSitePaths(root) : null;
  if (paths !== null) registerSeoRoutes(app, { publicUrl, paths });

  app.setNotFoundHandler(async (req, reply) => {
    if (hasWebApp && wantsWebApp(req)) {
      const pathname = req.url.split('?')[0] ?? '/';
      return sendIndex(paths === null || isKnownPage(paths, pathname) ? reply : reply.status(404));
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

function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
