import type { FastifyInstance } from 'fastify';
import type { SitePaths } from './site-paths';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml` lists the indexable public pages at the public address; `/robots.txt` points to it and keeps
 * crawlers out of the signed-in area, the payment pages and the API.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: { publicUrl: string; paths: SitePaths }): void {
  const origin = deps.publicUrl.replace(/\/+$/, '');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...deps.paths.indexable.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  const robots = [
    'User-agent: *',
    'Disallow: /user',
    'Disallow: /checkout/',
    'Disallow: /graphql',
    'Disallow: /api/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/sitemap.xml', async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
