import { describe, expect, it } from 'vitest';
import { useTestApplication } from '../../support/test-application';

/** The URLs of the page's scripts, stylesheets and icon. */
function resourcesOf(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the API explorer at GET /graphql', () => {
  const testApp = useTestApplication();

  it('is a page whose every file comes from the app, allowed by its policy, and that runs no inline script', async () => {
    const { app } = testApp();
    const page = await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Splitpenny API explorer</title>');
    // Yoga's own page loaded GraphiQL from unpkg.com, which the policy refused: it stayed on "Loading __TITLE__...".
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).not.toContain('__TITLE__');
    const inlineScripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '', content = '']) => !attributes.includes('src=') && !attributes.includes('json') && content,
    );
    expect(inlineScripts).toEqual([]);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");

    // The icon is the web app's (/favicon.svg, not built for these tests); the rest are the explorer's own.
    const resources = resourcesOf(page.body).filter((url) => url !== '/favicon.svg');
    expect(resources).toHaveLength(3);
    for (const url of resources) {
      const file = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect([url, file.statusCode]).toEqual([url, 200]);
      expect(file.body.length, url).toBeGreaterThan(100);
    }
  });

  it("serves the editor's workers from the app, gzipped to a browser that takes it, and 404 for any other file", async () => {
    const { app } = testApp();
    for (const worker of ['editor.worker.js', 'json.worker.js', 'graphql.worker.js']) {
      const file = await app.inject({
        method: 'GET',
        url: `/graphql/explorer/${worker}`,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^text\/javascript/);
      expect(file.headers['content-encoding']).toBe('gzip');
    }
    const start = await app.inject({ method: 'GET', url: '/graphql/explorer/start.js' });
    expect(start.body).toContain("'/graphql/explorer/' +");
    const unknown = await app.inject({ method: 'GET', url: '/graphql/explorer/nothing.js' });
    expect(unknown.statusCode).toBe(404);
  });

  it('still answers a GET query as JSON to a program', async () => {
    const { app } = testApp();
    const reply = await app.inject({ method: 'GET', url: '/graphql?query=%7B__typename%7D' });
    expect(reply.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
