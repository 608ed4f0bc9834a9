import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ME, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { eachTestWithinOneMinute } from '../../support/rate-limit-window';

const limit = 5;
const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`;

async function keyOf(app: FastifyInstance, ownerToken: string): Promise<string> {
  const created = await postGraphql<{ createApiKey: { secret: string } }>(
    app,
    CREATE_API_KEY,
    { input: { name: 'busy service', scope: 'READ' } },
    { bearer: ownerToken },
  );
  if (created.data === null) throw new Error(`creating a key failed: ${JSON.stringify(created.errors)}`);
  return created.data.createApiKey.secret;
}

describe('the per-key rate limit', () => {
  // Counted in a sliding minute over two clock minutes (shared by every process on PostgreSQL): a test that counts up
  // to the limit stays away from a minute's edge, where the weights shift.
  eachTestWithinOneMinute();
  const testApp = useTestApplication({ apiKeyRateLimitPerMinute: limit });

  it('answers a key within its limit with the RateLimit headers counting down', async () => {
    const { app } = testApp();
    const secret = await keyOf(app, (await signUp(app)).token);
    const first = await postGraphql(app, ME, {}, { bearer: secret });
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe(String(limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(limit - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    const second = await postGraphql(app, ME, {}, { bearer: secret });
    expect(second.headers['ratelimit-remaining']).toBe(String(limit - 2));
  });

  it("answers 429 past the key's limit, with RateLimit headers and Retry-After, and runs nothing", async () => {
    const { app } = testApp();
    const secret = await keyOf(app, (await signUp(app)).token);
    for (let i = 0; i < limit; i += 1) expect((await postGraphql(app, ME, {}, { bearer: secret })).status).toBe(200);

    const refused = await postGraphql(app, ME, {}, { bearer: secret });
    expect(refused.status).toBe(429);
    expect(refused.headers['ratelimit-limit']).toBe(String(limit));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // A sliding minute: one more is allowed once enough of this minute's requests slid out, within the next minute.
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.data).toBeNull();
    expect(refused.error).toEqual({
      message: `This API key has made more than ${limit} requests in a minute. Try again in ${retryAfter} seconds.`,
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: retryAfter },
    });
  });

  it("counts each key on its own, and never holds up the owner's own requests or anonymous ones", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const busy = await keyOf(app, owner.token);
    const quiet = await keyOf(app, owner.token);
    for (let i = 0; i <= limit; i += 1) await postGraphql(app, ME, {}, { bearer: busy });
    expect((await postGraphql(app, ME, {}, { bearer: busy })).status).toBe(429);

    const other = await postGraphql(app, ME, {}, { bearer: quiet });
    expect(other.status).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe(String(limit - 1));
    for (let i = 0; i <= limit; i += 1) {
      const signedIn = await postGraphql(app, ME, {}, { bearer: owner.token });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers['ratelimit-limit']).toBeUndefined();
    }
    const anonymous = await postGraphql(app, `query { goals { id } }`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers['ratelimit-limit']).toBeUndefined();
  });

  it('counts a key by the key, not by the address it comes from', async () => {
    const { app } = testApp();
    const secret = await keyOf(app, (await signUp(app)).token);
    for (let i = 0; i < limit; i += 1) await postGraphql(app, ME, {}, { bearer: secret, ip: `198.51.100.${i + 1}` });
    expect((await postGraphql(app, ME, {}, { bearer: secret, ip: '203.0.113.9' })).status).toBe(429);
  });
});
