import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenFailure, AccessTokens } from '../../application/ports/access-tokens';
import { accessTokenLifetimeMs, type AccessTokenClaims } from '../../domain/accounts/access-token';
import type { UserId } from '../../domain/shared/ids';

const algorithm = 'HS256';
const issuer = 'splitpenny';

/** JWTs signed with HS256: `sub` is the user id, `exp` one day after `iat`. */
export class JoseAccessTokens implements AccessTokens {
  /**
   * Imported once: given the secret's bytes, jose would import them into a new CryptoKey on every call, and every
   * signed-in request verifies a token.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(secret: string) {
    // Refused here rather than as a rejected import that every later call would read as a malformed token.
    if (secret === '') throw new Error('The access-token signing secret is empty.');
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(userId: UserId, now: Date): Promise<{ token: string; claims: AccessTokenClaims }> {
    const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const expiresAt = new Date(issuedAt.getTime() + accessTokenLifetimeMs);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: algorithm })
      .setIssuer(issuer)
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    return { token, claims: { userId, issuedAt, expiresAt } };
  }

  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [algorithm],
        issuer,
        currentDate: now,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const { sub, iat, exp } = payload;
      if (sub === undefined || iat === undefined || exp === undefined) return { ok: false, failure: 'malformed' };
      return {
        ok: true,
        claims: { userId: sub as UserId, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) },
      };
    } catch (error) {
      return { ok: false, failure: error instanceof errors.JWTExpired ? 'expired' : 'malformed' };
    }
  }
}
