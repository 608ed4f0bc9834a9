import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerTrackerScriptRoute } from '../../../adapters/http/tracking/tracker-script-route';
import { loaderScript } from '../../../domain/tracking/install-snippets';

const code = `(()=>{${'/* a release of the conversion goals script */ console.log("goals");'.repeat(40)}})();`;

describe("the plain tag's loader and the conversion goals script as served", () => {
  let app: FastifyInstance;
  let file: string;
  beforeEach(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'splitpenny-track-'));
    file = path.join(dir, 'track.js');
    writeFileSync(file, '/* the tracking script, served only with a config: see tracking-config.test.ts */');
    writeFileSync(path.join(dir, 'goals.js'), code);
    app = Fastify();
    registerTrackerScriptRoute(app, file);
  });

  it("sends the build's own compressed copies (the smallest), but never those of another build", async () => {
    // A gzip copy told apart by its header's OS byte, as only the build's would be.
    const built = gzipSync(code, { level: 1 });
    built[9] = 42;
    const goals = path.join(path.dirname(file), 'goals.js');
    writeFileSync(`${goals}.gz`, built);
    writeFileSync(`${goals}.br`, Buffer.from('brotli of this build'));
    const served = await app.inject({ url: '/api/track/goals.js', headers: { 'accept-encoding': 'gzip' } });
    expect(served.rawPayload.equals(built)).toBe(true);

    const staleDir = mkdtempSync(path.join(tmpdir(), 'splitpenny-track-'));
    writeFileSync(path.join(staleDir, 'goals.js'), code);
    writeFileSync(path.join(staleDir, 'goals.js.gz'), gzipSync('an earlier release'));
    writeFileSync(path.join(staleDir, 'goals.js.br'), Buffer.from('brotli of an earlier release'));
    const other = Fastify();
    registerTrackerScriptRoute(other, path.join(staleDir, 'track.js'));
    const fresh = await other.inject({ url: '/api/track/goals.js', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(code);
    await other.close();
  });
  afterEach(() => app.close());

  it("serves the loader at the plain tag's address, Brotli to a browser that accepts it, gzip to one that accepts only gzip", async () => {
    const br = await app.inject({ url: '/scripts/tracking/track.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(loaderScript);
    expect(br.rawPayload.length).toBeLessThan(loaderScript.length / 2);

    const gzip = await app.inject({ url: '/scripts/tracking/track.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(loaderScript);

    const plain = await app.inject({ url: '/scripts/tracking/track.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(loaderScript);
  });

  it('has a stable address kept five minutes and a release address kept a year', async () => {
    const stable = await app.inject({ url: '/scripts/tracking/track.js' });
    expect(stable.headers['cache-control']).toBe('public, max-age=300');
    const release = String(stable.headers['content-location']);
    expect(release).toMatch(/^\/scripts\/tracking\/track-[0-9a-f]{12}\.js$/);

    const pinned = await app.inject({ url: release, headers: { 'accept-encoding': 'br' } });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(pinned.rawPayload).toString()).toBe(loaderScript);
    expect(pinned.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers an old release address 404, naming the current one', async () => {
    const stale = await app.inject({ url: '/scripts/tracking/track-000000000000.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toMatch(/current one is \/scripts\/tracking\/track-[0-9a-f]{12}\.js/);
  });

  it('revalidates by ETag without sending the script again', async () => {
    const first = await app.inject({ url: '/scripts/tracking/track.js' });
    const again = await app.inject({
      url: '/scripts/tracking/track.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the conversion goals script built beside it at /api/track/goals.js, compressed and revalidated', async () => {
    const bare = Fastify();
    registerTrackerScriptRoute(bare, path.join(mkdtempSync(path.join(tmpdir(), 'splitpenny-track-')), 'track.js'));
    const missing = await bare.inject({ url: '/api/track/goals.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The tracking script is not built: run npm run build.');
    await bare.close();

    const goals = '(()=>{/* the conversion goals script */})();';
    const other = Fastify();
    const dir = mkdtempSync(path.join(tmpdir(), 'splitpenny-track-'));
    writeFileSync(path.join(dir, 'track.js'), code);
    writeFileSync(path.join(dir, 'goals.js'), goals);
    registerTrackerScriptRoute(other, path.join(dir, 'track.js'));
    const served = await other.inject({ url: '/api/track/goals.js', headers: { 'accept-encoding': 'br' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    expect(brotliDecompressSync(served.rawPayload).toString()).toBe(goals);
    const again = await other.inject({
      url: '/api/track/goals.js',
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await other.close();
  });
});
