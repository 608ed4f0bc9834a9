import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApplication } from '../../support/test-application';

const distDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-site-'));

describe('the public pages a crawler sees', () => {
  beforeAll(async () => {
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Splitpenny</title><div id="root"></div>');
    await writeFile(
      path.join(distDir, 'site-paths.json'),
      JSON.stringify({ indexable: ['/', '/pricing', '/blog/a&b'], known: ['/login', '/payment-success'] }),
    );
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  const testApp = useTestApplication({ webDistDir: distDir, publicUrl: 'https://splitpenny.example/' });
  const get = (url: string, accept = 'text/html') => testApp().app.inject({ method: 'GET', url, headers: { accept } });

  it.each(['/', '/pricing', '/pricing/', '/login', '/payment-success?checkout=x', '/user', '/user/tests/42'])(
    'serves the app with 200 for the page %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(['/no-such-page', '/blog/not-an-article', '/users'])(
    'answers 404 for %s, with the app to show its not-found page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('lists the indexable pages at the public address in /sitemap.xml', async () => {
    const response = await get('/sitemap.xml', 'application/xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://splitpenny.example/</loc></url>',
        '  <url><loc>https://splitpenny.example/pricing</loc></url>',
        '  <url><loc>https://splitpenny.example/blog/a&amp;b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('points crawlers at the sitemap and keeps them out of the signed-in area', async () => {
    const response = await get('/robots.txt', 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /user\n');
    expect(response.body).toContain('Sitemap: https://splitpenny.example/sitemap.xml\n');
  });
});
