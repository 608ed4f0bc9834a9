import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApplication } from '../../support/test-application';

/** Where the guide lives in the source: Vite copies web/app/public to the root of the built app. */
const guideSource = path.resolve('web/app/public/guides/ab-testing-quick-wins.html');
const distDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-guide-'));

describe('the free guide file', () => {
  beforeAll(async () => {
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Splitpenny</title><div id="root"></div>');
    await mkdir(path.join(distDir, 'guides'));
    await copyFile(guideSource, path.join(distDir, 'guides', 'ab-testing-quick-wins.html'));
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));
  const testApp = useTestApplication({ webDistDir: distDir });

  it('is a whole HTML document with its title, in British English', async () => {
    const html = await readFile(guideSource, 'utf8');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toMatch(/<title>A\/B testing quick wins: 12 tests worth running on any website[^<]*<\/title>/);
    expect(html).toMatch(/<\/body>\s*<\/html>\s*$/);
    // Twelve tests, as the landing page promises.
    expect(html.match(/<section class="test" id="test-\d+">/g)).toHaveLength(12);
  });

  it('is served as itself by the built web app, not swallowed by the client-route fallback', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/guides/ab-testing-quick-wins.html',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>A/B testing quick wins');
    expect(response.body).not.toContain('<div id="root">');
  });
});
