import { describe, expect, it } from 'vitest';
import { JoseAccessTokens } from '../../../adapters/auth/jose-access-tokens';
import type { UserId } from '../../../domain/shared/ids';

const secret = 'unit-test-signing-secret-0123456789abcdef';
const userId = '0b6f2a1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b' as UserId;
const hour = 60 * 60 * 1000;

/** The token with its payload's `exp` pushed a year on, signature unchanged. */
function withLaterExpiry(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const later = { ...claims, exp: Number(claims.exp) + 365 * 86_400 };
  return `${header}.${Buffer.from(JSON.stringify(later)).toString('base64url')}.${signature}`;
}

describe('JoseAccessTokens.verify, once a token has been checked', () => {
  it('gives the same claims again', async () => {
    const tokens = new JoseAccessTokens(secret);
    const issuedAt = new Date('2026-03-01T10:00:00.000Z');
    const { token, claims } = await tokens.issue(userId, issuedAt);
    const first = await tokens.verify(token, new Date(issuedAt.getTime() + hour));
    const second = await tokens.verify(token, new Date(issuedAt.getTime() + 2 * hour));
    expect(first).toEqual({ ok: true, claims });
    expect(second).toEqual({ ok: true, claims });
  });

  it('still refuses it as expired once its day has passed', async () => {
    const tokens = new JoseAccessTokens(secret);
    const issuedAt = new Date('2026-03-01T10:00:00.000Z');
    const { token, claims } = await tokens.issue(userId, issuedAt);
    expect(await tokens.verify(token, new Date(issuedAt.getTime() + hour))).toMatchObject({ ok: true });
    expect(await tokens.verify(token, claims.expiresAt)).toEqual({ ok: false, failure: 'expired' });
  });

  it('refuses the same token with a changed payload, though the original was accepted', async () => {
    const tokens = new JoseAccessTokens(secret);
    const issuedAt = new Date('2026-03-01T10:00:00.000Z');
    const { token } = await tokens.issue(userId, issuedAt);
    const now = new Date(issuedAt.getTime() + hour);
    expect(await tokens.verify(token, now)).toMatchObject({ ok: true });
    expect(await tokens.verify(withLaterExpiry(token), now)).toEqual({ ok: false, failure: 'malformed' });
  });

  it('refuses a token another key signed, however often it is sent', async () => {
    const issuedAt = new Date('2026-03-01T10:00:00.000Z');
    const { token } = await new JoseAccessTokens(`${secret}-other`).issue(userId, issuedAt);
    const tokens = new JoseAccessTokens(secret);
    const now = new Date(issuedAt.getTime() + hour);
    expect(await tokens.verify(token, now)).toEqual({ ok: false, failure: 'malformed' });
    expect(await tokens.verify(token, now)).toEqual({ ok: false, failure: 'malformed' });
  });

  it('tells text of no JWT shape (a mangled API key) from a token that does not check', async () => {
    const tokens = new JoseAccessTokens(secret);
    const now = new Date('2026-03-01T10:00:00.000Z');
    for (const text of ['hello', '', 'live_abcdefgh', 'a.b']) {
      expect(await tokens.verify(text, now)).toEqual({ ok: false, failure: 'not-a-token' });
    }
    expect(await tokens.verify('abc.def.ghi', now)).toEqual({ ok: false, failure: 'malformed' });
  });
});
