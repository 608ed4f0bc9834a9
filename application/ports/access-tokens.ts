import type { AccessTokenClaims } from '../../domain/accounts/access-token';
import type { UserId } from '../../domain/shared/ids';

export type AccessTokenFailure = 'malformed' | 'expired';

/** Signed, self-contained access tokens (the account's bearer token). */
export interface AccessTokens {
  issue(userId: UserId, now: Date): Promise<{ token: string; claims: AccessTokenClaims }>;
  verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }>;
}
