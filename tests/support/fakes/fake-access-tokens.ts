import type { AccessTokenFailure, AccessTokens } from '../../../application/ports/access-tokens';
import { accessTokenLifetimeMs, isExpired, type AccessTokenClaims } from '../../../domain/accounts/access-token';
import type { UserId } from '../../../domain/shared/ids';

/**
 * Tokens `access-token-1`, `-2`, ... remembered with their claims. Like the JWT adapter, the issue time is kept to
 * the millisecond and the token expires one day later.
 */
export class FakeAccessTokens implements AccessTokens {
  private readonly issued = new Map<string, AccessTokenClaims>();

  async issue(userId: UserId, now: Date): Promise<{ token: string; claims: AccessTokenClaims }> {
    const issuedAt = new Date(now.getTime());
    const token = `access-token-${this.issued.size + 1}`;
    const claims: AccessTokenClaims = {
      userId,
      tokenId: token,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + accessTokenLifetimeMs),
    };
    this.issued.set(token, claims);
    return { token, claims };
  }

  /** The claims a token was issued with, as verify reads them. */
  async claimsOf(token: string): Promise<AccessTokenClaims | undefined> {
    return this.issued.get(token);
  }

  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }> {
    const claims = this.issued.get(token);
    if (claims === undefined)
      // As the real one: a token's shape (its own, or a signed token's three parts) that does not check is malformed.
      return {
        ok: false,
        failure:
          token.startsWith('access-token-') || /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? 'malformed' : 'not-a-token',
      };
    if (isExpired(claims, now)) return { ok: false, failure: 'expired' };
    return { ok: true, claims };
  }
}
