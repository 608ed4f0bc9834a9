import type { AccessTokenFailure, AccessTokens } from '../../../application/ports/access-tokens';
import { accessTokenLifetimeMs, isExpired, type AccessTokenClaims } from '../../../domain/accounts/access-token';
import type { UserId } from '../../../domain/shared/ids';

/**
 * Tokens `access-token-1`, `-2`, ... remembered with their claims. Like the JWT adapter, the issue time is cut to
 * whole seconds (the resolution of `iat`) and the token expires one day later.
 */
export class FakeAccessTokens implements AccessTokens {
  private readonly issued = new Map<string, AccessTokenClaims>();

  async issue(userId: UserId, now: Date): Promise<{ token: string; claims: AccessTokenClaims }> {
    const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const claims: AccessTokenClaims = {
      userId,
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + accessTokenLifetimeMs),
    };
    const token = `access-token-${this.issued.size + 1}`;
    this.issued.set(token, claims);
    return { token, claims };
  }

  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }> {
    const claims = this.issued.get(token);
    if (claims === undefined) return { ok: false, failure: 'malformed' };
    if (isExpired(claims, now)) return { ok: false, failure: 'expired' };
    return { ok: true, claims };
  }
}
