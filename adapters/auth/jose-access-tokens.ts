import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenFailure, AccessTokens } from '../../application/ports/access-tokens';
import { accessTokenLifetimeMs, type AccessTokenClaims } from '../../domain/accounts/access-token';
import type { UserId } from '../../domain/shared/ids';

const algorithm = 'HS256';
const issuer = 'splitpenny';

/** JWTs signed with HS256: `sub` is the user id, `exp` one day after `iat`. */
export class JoseAccessTokens implements AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
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
      .sign(this.key);
    return { token, claims: { userId, issuedAt, expiresAt } };
  }

  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
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
