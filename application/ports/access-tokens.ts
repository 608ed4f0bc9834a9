import type { AccessTokenClaims } from '../../domain/accounts/access-token';
import type { UserId } from '../../domain/shared/ids';

/**
 * `not-a-token`: the text is not of an access token's shape at all (a mangled API key, most likely), as opposed to a
 * token of the right shape that does not check (`malformed`).
 */
export type AccessTokenFailure = 'malformed' | 'expired' | 'not-a-token';

/** Signed, self-contained access tokens (the account's bearer token). */
export interface AccessTokens {
  issue(userId: UserId, now: Date): Promise<{ token: string; claims: AccessTokenClaims }>;
  verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; failure: AccessTokenFailure }>;
}
