import { describe, expect, it } from 'vitest';
import type { AccessTokens } from '../../application/ports/access-tokens';
import { accessTokenLifetimeMs } from '../../domain/accounts/access-token';
import type { UserId } from '../../domain/shared/ids';

const userId = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60' as UserId;
/** Part way through a second, to show that the issue time keeps its milliseconds. */
const issuedAt = new Date('2025-03-10T09:00:00.750Z');
const expiry = issuedAt.getTime() + accessTokenLifetimeMs;

/** What every AccessTokens does, run against the fake and the JWT adapter alike. */
export function accessTokensContract(name: string, make: () => AccessTokens | Promise<AccessTokens>): void {
  describe(`AccessTokens contract: ${name}`, () => {
    it('issues a token for the user, from the millisecond it was issued in, for one day', async () => {
      const { claims } = await (await make()).issue(userId, issuedAt);
      expect(claims).toEqual({ userId, tokenId: expect.any(String), issuedAt, expiresAt: new Date(expiry) });
    });

    it('gives every token an id of its own, so that one can be logged out alone', async () => {
      const tokens = await make();
      const first = await tokens.issue(userId, issuedAt);
      const second = await tokens.issue(userId, issuedAt);
      expect(first.claims.tokenId).not.toBe(second.claims.tokenId);
      expect(first.claims.tokenId.length).toBeGreaterThan(0);
    });

    it.each<[string, Date, { ok: true } | { ok: false; failure: 'expired' }]>([
      ['when just issued', issuedAt, { ok: true }],
      ['a second before it expires', new Date(expiry - 1000), { ok: true }],
      ['at the moment it expires', new Date(expiry), { ok: false, failure: 'expired' }],
      ['after it expired', new Date(expiry + 60_000), { ok: false, failure: 'expired' }],
    ])('verifies a token %s', async (_name, now, expected) => {
      const tokens = await make();
      const { token, claims } = await tokens.issue(userId, issuedAt);
      const verified = await tokens.verify(token, now);
      expect(verified).toEqual(expected.ok ? { ok: true, claims } : expected);
    });

    it.each<[string, string]>([
      ['an empty token', ''],
      ['text that is no token (a mangled API key, say)', 'not a token'],
    ])('refuses %s as not a token at all', async (_name, token) => {
      expect(await (await make()).verify(token, issuedAt)).toEqual({ ok: false, failure: 'not-a-token' });
    });

    it('refuses something shaped like a signed token that does not check as malformed', async () => {
      const token = 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';
      expect(await (await make()).verify(token, issuedAt)).toEqual({ ok: false, failure: 'malformed' });
    });

    it('refuses a token changed after it was issued as malformed', async () => {
      const tokens = await make();
      const { token } = await tokens.issue(userId, issuedAt);
      expect(await tokens.verify(`${token}x`, issuedAt)).toEqual({ ok: false, failure: 'malformed' });
    });
  });
}
