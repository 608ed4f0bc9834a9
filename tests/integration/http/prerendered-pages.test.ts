import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPage, prerenderOrigin, prerenderedFile } from '../../../adapters/http/prerendered-pages';
import { prerenderOrigin as webPrerenderOrigin } from '../../../web/app/seo/site-origin';
import { useTestApplication } from '../../support/test-application';

const buildDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-prerendered-'));
const distDir = path.join(buildDir, 'web');

const page = (title: string, canonicalPath: string) =>
  `<!doctype html><title>${title}</title><link rel="canonical" href="${prerenderOrigin}${canonicalPath}">` +
  `<div id="root"><h1>${title}</h1></div>`;

async function writePage(pagePath: string, html: string): Promise<void> {
  const file = prerenderedFile(distDir, pagePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

describe('prerendered public pages', () => {
  beforeAll(async () => {
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Splitpenny</title><div id="root"></div>');
    await writeFile(
      path.join(distDir, 'site-paths.json'),
      JSON.stringify({ indexable: ['/', '/blog', '/blog/headlines', '/contact'], known: ['/payment-success'] }),
    );
    await writePage('/', page('Home', '/'));
    await writePage('/blog', page('Blog', '/blog'));
    await writePage('/blog/headlines', page('Headlines', '/blog/headlines'));
    await writePage(notFoundPage, page('Page not found', '/404'));
  });
  afterAll(() => rm(buildDir, { recursive: true, force: true }));
  const testApp = useTestApplication({ webDistDir: distDir, publicUrl: 'https://splitpenny.example/' });
  const get = (url: string) => testApp().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('the web app and the server agree on the address the build writes into pages', () => {
    expect(webPrerenderOrigin).toBe(prerenderOrigin);
  });

  it.each([
    ['/', 'Home', 'https://splitpenny.example/'],
    ['/blog', 'Blog', 'https://splitpenny.example/blog'],
    ['/blog/', 'Blog', 'https://splitpenny.example/blog'],
    ['/blog/headlines?utm_source=news', 'Headlines', 'https://splitpenny.example/blog/headlines'],
  ])('answers %s with its own prerendered HTML, at the public address', async (url, title, canonical) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${title}</h1>`);
    expect(response.body).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(response.body).not.toContain(prerenderOrigin);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends a page compressed with %s to a browser that accepts it', async (encoding, decompress) => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/blog',
      headers: { accept: 'text/html', 'accept-encoding': `${encoding}, deflate` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decompress(response.rawPayload).toString('utf8')).toContain('<h1>Blog</h1>');
  });

  it('answers a public page the build did not prerender, and the signed-in area, with the app', async () => {
    for (const url of ['/contact', '/payment-success', '/user/tests']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a path with no page 404, with the prerendered not-found page', async () => {
    const response = await get('/blog/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Page not found</h1>');
  });
});
