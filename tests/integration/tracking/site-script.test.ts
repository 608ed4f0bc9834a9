import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SiteScriptConfig } from '../../../domain/tracking/tracking-protocol';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, fetchConfig, trackingSettings } from '../../support/tracking-operations';
import { dataOf, MAKE_TEST_INACTIVE } from '../../support/workspace-operations';
import { browserUserAgent } from '../../support/visitor-browser';

/** A stand-in for the built tracking script: like the real one, a function of its config, called with none. */
const trackerFile = path.join(mkdtempSync(path.join(tmpdir(), 'splitpenny-site-script-')), 'track.js');
writeFileSync(trackerFile, '!function(splitpennyInline){ran(splitpennyInline)}()');

/** What the served script hands the tracking script, run as a browser would. */
function configIn(script: string): SiteScriptConfig {
  let config: SiteScriptConfig | undefined;
  runInNewContext(script, { ran: (given: SiteScriptConfig) => (config = given) });
  return config!;
}

describe('the per-site script (GET /api/track/script.js?site=…)', () => {
  const testApp = useTestApplication(() => ({
    trackerScriptFile: trackerFile,
    tracking: trackingSettings({ configCacheMs: 0 }),
  }));

  function getScript(
    query: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return testApp().app.inject({
      method: 'GET',
      url: '/api/track/script.js',
      query,
      headers: { 'user-agent': browserUserAgent, ...headers },
    });
  }

  it("is the tracking script called with the website's config, the one the config endpoint answers", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await createLiveWorkspace(app, owner.token);

    const response = await getScript({ site: live.websiteId, page: `${live.websiteUrl}/pricing` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const { config } = await fetchConfig(app, live.websiteId, null);
    expect(configIn(response.body)).toEqual({ site: live.websiteId, ...config });
    expect(configIn(response.body).tests.map((test) => test.id)).toEqual([live.testId]);
  });

  it('is compressed, open to every origin, revalidated on every load and answered 304 while unchanged', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await createLiveWorkspace(app, owner.token);
    const query = { site: live.websiteId, page: `${live.websiteUrl}/pricing` };

    const first = await getScript(query, { 'accept-encoding': 'br', origin: live.websiteUrl });
    expect(first.headers['content-encoding']).toBe('br');
    expect(configIn(brotliDecompressSync(first.rawPayload).toString()).tests).toHaveLength(1);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await getScript(query, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // A paused test leaves the script at once: the next load gets it without the test.
    dataOf(await postGraphql(app, MAKE_TEST_INACTIVE, { id: live.testId }, { bearer: owner.token }));
    const paused = await getScript(query, { 'if-none-match': String(first.headers.etag) });
    expect(paused.statusCode).toBe(200);
    expect(configIn(paused.body).tests).toEqual([]);
  });

  it('records the page a sighting names for the install check, and gives a bot the script with no test, kept nowhere', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const live = await createLiveWorkspace(app, owner.token);
    const seen = await app.inject({
      method: 'POST',
      url: '/api/track/seen',
      headers: { 'content-type': 'text/plain', 'user-agent': browserUserAgent, origin: live.websiteUrl },
      payload: JSON.stringify({ site: live.websiteId, page: `${live.websiteUrl}/pricing` }),
    });
    expect(seen.statusCode).toBe(204);
    await expect
      .poll(() =>
        db.database.db
          .selectFrom('script_sightings')
          .select('page_address')
          .where('website_id', '=', live.websiteId)
          .execute(),
      )
      .toEqual([{ page_address: `${live.websiteUrl}/pricing` }]);

    const bot = await getScript(
      { site: live.websiteId },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    );
    expect(configIn(bot.body)).toEqual({ site: live.websiteId, tests: [] });
    expect(bot.headers['cache-control']).toBe('no-store');
  });

  it("holds a previewed variant's test even when it does not run, never kept on the way", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await createLiveWorkspace(app, owner.token);
    dataOf(await postGraphql(app, MAKE_TEST_INACTIVE, { id: live.testId }, { bearer: owner.token }));

    const preview = await getScript({ site: live.websiteId, preview: live.variantId });
    expect(configIn(preview.body).tests.map((test) => test.id)).toEqual([live.testId]);
    expect(preview.headers['cache-control']).toBe('no-store');
  });

  it('answers a website id that is not one with 400, naming the problem, and a sighting without a page likewise', async () => {
    const response = await getScript({ site: 'shop-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual(['site: must be an id']);
    const seen = await testApp().app.inject({
      method: 'POST',
      url: '/api/track/seen',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ site: 'shop-1', page: 'ftp://x' }),
    });
    expect(seen.statusCode).toBe(400);
    expect(seen.json().problems).toEqual(['site: must be an id', 'page: must be an http(s) page address']);
  });
});
