import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedFile } from '../../../adapters/http/prerendered-pages';
import { editorScriptPath, goalsScriptPath } from '../../../domain/tracking/install-snippets';
import { useTestApplication } from '../../support/test-application';

const buildDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-headers-'));
const distDir = path.join(buildDir, 'web');
const trackerScriptFile = path.join(buildDir, 'track', 'track.js');

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** As in web/app/index.html: the script that runs before the first paint (the cookie banner's). */
const consentScript = "\n      document.documentElement.classList.remove('no-js');\n    ";
const shell = (body: string) =>
  `<!doctype html><html class="no-js"><head><script>${consentScript}</script>` +
  `<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body>${body}` +
  '<script type="application/json" id="prerendered-queries">[]</script></body></html>';

/** The policy's directives by name. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(directivesOf(response).get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-powered-by']).toBeUndefined();
  expectPermissionsPolicy(response);
}

/** The browser features a page may use, by the allowlist the Permissions-Policy header gives each. */
function permissionsOf(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['permissions-policy'] ?? '');
  return new Map(
    header
      .split(',')
      .map((entry) => entry.trim().split('='))
      .map(([feature = '', allowlist = '']) => [feature, allowlist]),
  );
}

/** What the app uses from its own origin only (passkeys among them), and what it never uses turned off. */
function expectPermissionsPolicy(response: LightMyRequestResponse): void {
  const permissions = permissionsOf(response);
  for (const feature of ['publickey-credentials-get', 'publickey-credentials-create', 'clipboard-write']) {
    expect(permissions.get(feature), feature).toBe('(self)');
  }
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'clipboard-read',
    'browsing-topics',
  ]) {
    expect(permissions.get(feature), feature).toBe('()');
  }
  expect([...permissions.values()].filter((allowlist) => allowlist !== '()' && allowlist !== '(self)')).toEqual([]);
}

/** A page's policy: only the app's own origin, no inline script but those hashed. */
function expectPagePolicy(response: LightMyRequestResponse, inlineScripts: readonly string[]): void {
  const directives = directivesOf(response);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'", ...inlineScripts.map(hashOf)]);
  expect(directives.get('script-src-attr')).toEqual(["'none'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
  expect(directives.get('font-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('form-action')).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

describe('security headers', () => {
  beforeAll(async () => {
    await mkdir(path.join(distDir, 'assets'), { recursive: true });
    await mkdir(path.join(distDir, 'guides'));
    await mkdir(path.dirname(trackerScriptFile));
    await mkdir(path.dirname(prerenderedFile(distDir, '/')), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), shell('<div id="root"></div>'));
    await writeFile(path.join(distDir, 'assets', 'index-abc.js'), 'console.log("app")');
    await writeFile(
      path.join(distDir, 'guides', 'quick-wins.html'),
      `<!doctype html><style>body{font-family:serif}</style><h1>Quick wins</h1>`,
    );
    await writeFile(path.join(distDir, 'site-paths.json'), JSON.stringify({ indexable: ['/'], known: [] }));
    await writeFile(prerenderedFile(distDir, '/'), shell('<div id="root"><h1>Home</h1></div>'));
    await writeFile(trackerScriptFile, '(()=>{})();');
    await writeFile(path.join(path.dirname(trackerScriptFile), 'goals.js'), '(()=>{})();');
    await writeFile(path.join(path.dirname(trackerScriptFile), 'editor.js'), '(()=>{})();');
  });
  afterAll(() => rm(buildDir, { recursive: true, force: true }));
  const testApp = useTestApplication({
    webDistDir: distDir,
    trackerScriptFile,
    publicUrl: 'https://splitpenny.example',
    trustProxy: { kind: 'hops', count: 1 },
    corsOrigins: ['https://admin.example.com'],
    devMailbox: true,
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  describe('on each kind of answer', () => {
    it.each([
      ['a prerendered public page', '/', {}],
      ['a prerendered public page, Brotli-compressed', '/', { 'accept-encoding': 'br' }],
      ['a signed-in page', '/user/tests/42', {}],
    ])('%s allows its inline consent script by hash and refuses framing', async (_name, url, headers) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expectBaseHeaders(response);
      expectPagePolicy(response, [consentScript]);
    });

    it.each([
      ['a static HTML page (the free guide)', '/guides/quick-wins.html'],
      ["the server's own HTML page", '/dev/mailbox'],
    ])('%s has no inline script and allows none, but keeps its inline styles', async (_name, url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<style');
      expectBaseHeaders(response);
      expectPagePolicy(response, []);
      expect(directivesOf(response).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    });

    it('a static asset is not sniffed and stays with the app', async () => {
      const response = await get('/assets/index-abc.js');
      expect(response.statusCode).toBe(200);
      expectBaseHeaders(response);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('/graphql', async () => {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ __typename }' },
      });
      expect(response.statusCode).toBe(200);
      expectBaseHeaders(response);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it.each(['/scripts/tracking/track.js', goalsScriptPath, editorScriptPath])(
      '%s may still be loaded by customers’ sites, from any origin',
      async (url) => {
        const response = await get(url, { origin: 'https://shop.example' });
        expect(response.statusCode).toBe(200);
        expectBaseHeaders(response);
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['access-control-allow-origin']).toBe('*');
      },
    );

    it.each([
      ['GET', '/api/track/config?site=00000000-0000-4000-8000-000000000000&url=https://shop.example/'],
      ['POST', '/api/track/events'],
      ['POST', '/api/track/enrol'],
    ] as const)('the tracking endpoint %s %s still answers customers’ sites', async (method, url) => {
      const response = await testApp().app.inject({
        method,
        url,
        headers: { origin: 'https://shop.example', 'content-type': 'text/plain' },
        ...(method === 'POST' && { payload: '{}' }),
      });
      expectBaseHeaders(response);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('the tracking endpoints still answer a preflight from any origin', async () => {
      const response = await testApp().app.inject({
        method: 'OPTIONS',
        url: '/api/track/enrol',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });
  });

  describe('HSTS, behind a trusted proxy (TRUST_PROXY)', () => {
    it.each(['/', '/graphql', '/assets/index-abc.js'])(
      'is sent on %s when the request came over HTTPS',
      async (url) => {
        const response = await get(url, { 'x-forwarded-proto': 'https' });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      },
    );

    it.each([
      ['over plain HTTP', { 'x-forwarded-proto': 'http' }],
      ['with no forwarded protocol (plain http://localhost)', {}],
    ])('is not sent %s', async (_name, headers) => {
      const response = await get('/', headers);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('CORS on /graphql', () => {
    const query = (headers: Record<string, string>) =>
      testApp().app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query: '{ __typename }' },
      });
    const preflight = (origin: string) =>
      testApp().app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });

    it.each([
      ["the app's own origin (its public URL's)", 'https://splitpenny.example'],
      ['an origin of CORS_ORIGINS', 'https://admin.example.com'],
    ])('allows %s, with credentials', async (_name, origin) => {
      const response = await query({ origin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers.vary)).toMatch(/origin/i);

      const before = await preflight(origin);
      expect(before.statusCode).toBe(204);
      expect(before.headers['access-control-allow-origin']).toBe(origin);
      expect(before.headers['access-control-allow-credentials']).toBe('true');
      expect(String(before.headers['access-control-allow-headers'])).toContain('authorization');
      expect(String(before.headers['access-control-allow-methods'])).toContain('POST');
    });

    it.each(['https://evil.example', 'null', 'http://splitpenny.example', 'https://admin.example.com.evil.example'])(
      'gives %s no Access-Control-Allow-Origin, nor credentials',
      async (origin) => {
        const response = await query({ origin });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        const before = await preflight(origin);
        expect(before.headers['access-control-allow-origin']).toBeUndefined();
        expect(before.headers['access-control-allow-credentials']).toBeUndefined();
      },
    );

    it('answers a request without an Origin (a server with an API key) as before, with no CORS headers', async () => {
      const response = await query({});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { __typename: 'Query' } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('HSTS without TRUST_PROXY', () => {
  const testApp = useTestApplication({ trustProxy: { kind: 'none' } });

  it('is not sent on a forwarded HTTPS request: the header is not trusted', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
