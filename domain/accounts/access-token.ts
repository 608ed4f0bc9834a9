import type { UserId } from '../shared/ids';

/** Access tokens last one day, like the account cookies that carry them. */
export const accessTokenLifetimeMs = 24 * 60 * 60 * 1000;

export interface AccessTokenClaims {
  readonly userId: UserId;
  /** The token's own id (jti), so that logging out can refuse this token and no other. */
  readonly tokenId: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/** Expired at or after its exp claim (SPEC §4). */
export function isExpired(claims: AccessTokenClaims, now: Date): boolean {
  return now.getTime() >= claims.expiresAt.getTime();
}

/**
 * A token issued before the user's sessions were last invalidated (a new password, logging out everywhere) no longer
 * counts; one issued at that moment or after does. To the millisecond, as tokens carry their issue time.
 */
export function issuedBeforeInvalidation(claims: AccessTokenClaims, sessionsValidAfter: Date): boolean {
  return claims.issuedAt.getTime() < sessionsValidAfter.getTime();
}
