import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';

export interface DemoShopOptions {
  /** web/demo: the shop's pages, stylesheet and icon. */
  readonly directory: string;
  readonly port: number;
  readonly host: string;
  /** Where the app serves the tracking script. */
  readonly appUrl: string;
  /** The demo website's id, which the snippet carries. */
  readonly websiteId: string;
}

const pages: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/products': 'products.html',
  '/checkout': 'checkout.html',
  '/order-confirmation': 'order-confirmation.html',
  '/spa': 'spa.html',
  '/spa/about': 'spa.html',
};

/**
 * The demo shop (web/demo) on a second origin, as a customer's site would be: each page carries the install snippet
 * (in place of its placeholder), so the seeded demo test runs on it through the real script and endpoints.
 */
export async function startDemoShop(options: DemoShopOptions): Promise<{ url: string; close(): Promise<void> }> {
  const shop: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  const snippet = `<script src="${options.appUrl}/scripts/tracking/track.js" data-site="${options.websiteId}"></script>`;
  for (const [route, file] of Object.entries(pages)) {
    const html = (await readFile(path.join(options.directory, file), 'utf8')).replace(
      '<!--splitpenny-snippet-->',
      snippet,
    );
    shop.get(route, async (_req, reply) =>
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
    );
  }
  const css = await readFile(path.join(options.directory, 'shop.css'));
  shop.get('/shop.css', async (_req, reply) => reply.header('content-type', 'text/css; charset=utf-8').send(css));
  const basket = await readFile(path.join(options.directory, 'shop.js'));
  shop.get('/shop.js', async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(basket),
  );
  // Browsers ask every origin for its icon: the shop has its own, as a customer's site would.
  const icon = await readFile(path.join(options.directory, 'favicon.ico'));
  shop.get('/favicon.ico', async (_req, reply) =>
    reply.header('content-type', 'image/x-icon').header('cache-control', 'public, max-age=86400').send(icon),
  );
  const url = await shop.listen({ port: options.port, host: options.host });
  return { url, close: () => shop.close() };
}
