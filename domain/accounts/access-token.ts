import type { UserId } from '../shared/ids';

/** Access tokens last one day, like the account cookies that carry them. */
export const accessTokenLifetimeMs = 24 * 60 * 60 * 1000;

export interface AccessTokenClaims {
  readonly userId: UserId;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/** Expired at or after its exp claim (SPEC §4). */
export function isExpired(claims: AccessTokenClaims, now: Date): boolean {
  return now.getTime() >= claims.expiresAt.getTime();
}

/**
 * A token issued before the user's sessions were last invalidated (a password change) no longer counts.
 * Compared in whole seconds, the resolution of the JWT iat claim.
 */
export function issuedBeforeInvalidation(claims: AccessTokenClaims, sessionsValidAfter: Date): boolean {
  return Math.floor(claims.issuedAt.getTime() / 1000) < Math.floor(sessionsValidAfter.getTime() / 1000);
}
