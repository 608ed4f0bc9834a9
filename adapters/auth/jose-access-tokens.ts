import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessTokenFailure, AccessTokens } from '../../application/ports/access-tokens';
import { accessTokenLifetimeMs, isExpired, type AccessTokenClaims } from '../../domain/accounts/access-token';
import type { UserId } from '../../domain/shared/ids';

const algorithm = 'HS256';
const issuer = 'splitpenny';
/** A signed JWT's compact form: three base64url parts joined by dots. */
const compactJws = /^[\w-]+\.[\w-]+\.[\w-]+$/;
/** Tokens whose signature was checked, kept: about 300 bytes each, so some 3 MB at most. */
const verifiedTokensKept = 10_000;

/** JWTs signed with HS256: `sub` is the user id, `jti` a random id of the token, `exp` one day after `iat`. */
export class JoseAccessTokens implements AccessTokens {
  /**
   * Imported once: given the secret's bytes, jose would import them into a new CryptoKey on every call, and every
   * signed-in request verifies a token.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * The claims of tokens whose signature was checked, by the token's text. A signed-in browser sends the same token
   * with every request, and checking its HMAC through WebCrypto was a seventh of the server's time on a busy results
   * page. Only valid tokens are kept, so nothing can be planted here without the key; expiry is checked on every use
   * (a token's claims never change), and revocation is the caller's, as before.
   */
  private readonly verified = new LRUCache<string, AccessTokenClaims>({ max: verifiedTokensKept });

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
    // To the millisecond (a NumericDate may have a fraction, RFC 7519 §2), so that a token issued just after its
    // user logged out everywhere, in the same second, still counts, and one issued just before does not.
    const issuedAt = new Date(now.getTime());
    const expiresAt = new Date(issuedAt.getTime() + accessTokenLifetimeMs);
    const tokenId = randomUUID();
    const token = await new SignJWT({ iat: issuedAt.getTime() / 1000, exp: expiresAt.getTime() / 1000 })
      .setProtectedHeader({ alg: algorithm })
      .setIssuer(issuer)
      .setSubject(userId)
      .setJti(tokenId)
      .sign(await this.key);
    return { token, claims: { userId, tokenId, issuedAt, expiresAt } };
  }

  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }> {
    const known = this.verified.get(token);
    if (known !== undefined)
      return isExpired(known, now) ? { ok: false, failure: 'expired' } : { ok: true, claims: known };
    if (!compactJws.test(token)) return { ok: false, failure: 'not-a-token' };
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [algorithm],
        issuer,
        currentDate: now,
        // Tokens signed before tokens had an id cannot be logged out one by one: they are refused as malformed,
        // which sends their browser to the login page once.
        requiredClaims: ['sub', 'jti', 'iat', 'exp'],
      });
      const { sub, jti, iat, exp } = payload;
      if (sub === undefined || jti === undefined || iat === undefined || exp === undefined) {
        return { ok: false, failure: 'malformed' };
      }
      const claims: AccessTokenClaims = {
        userId: sub as UserId,
        tokenId: jti,
        issuedAt: new Date(Math.round(iat * 1000)),
        expiresAt: new Date(Math.round(exp * 1000)),
      };
      // jose compares exp in whole seconds; the token's own expiry has milliseconds.
      if (isExpired(claims, now)) return { ok: false, failure: 'expired' };
      this.verified.set(token, claims);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, failure: error instanceof errors.JWTExpired ? 'expired' : 'malformed' };
    }
  }
}
