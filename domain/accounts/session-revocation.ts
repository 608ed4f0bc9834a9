import type { UserId } from '../shared/ids';
import { accessTokenLifetimeMs, issuedBeforeInvalidation, type AccessTokenClaims } from './access-token';

/** Why a token no longer counts: its owner signed it (or every session) out, or the account is gone. */
export type RevocationReason = 'signed-out' | 'account-deleted';

/** Access tokens that stop counting before they expire. */
export interface SessionRevocation {
  readonly userId: UserId;
  /** One token (logging out), or null for every token of the user issued before `revokedAt`. */
  readonly tokenId: string | null;
  readonly reason: RevocationReason;
  readonly revokedAt: Date;
  /** When every token it can refuse has expired anyway, so it can be forgotten. */
  readonly expiresAt: Date;
}

/** Logging one session out: that token, until it would have expired. */
export function tokenRevocation(claims: AccessTokenClaims, now: Date): SessionRevocation {
  return {
    userId: claims.userId,
    tokenId: claims.tokenId,
    reason: 'signed-out',
    revokedAt: now,
    expiresAt: claims.expiresAt,
  };
}

/** Every session of a user issued before now: a day later no such token is left. */
export function userRevocation(userId: UserId, reason: RevocationReason, now: Date): SessionRevocation {
  return {
    userId,
    tokenId: null,
    reason,
    revokedAt: now,
    expiresAt: new Date(now.getTime() + accessTokenLifetimeMs),
  };
}

/**
 * Why `claims` no longer count under `revocation`, or null when they still do. A deleted account refuses every
 * token; a sign-out of every session refuses those issued before it (to the second, as iat is).
 */
export function refusalUnder(revocation: SessionRevocation, claims: AccessTokenClaims): RevocationReason | null {
  if (revocation.userId !== claims.userId) return null;
  if (revocation.tokenId !== null) return revocation.tokenId === claims.tokenId ? revocation.reason : null;
  if (revocation.reason === 'account-deleted') return 'account-deleted';
  return issuedBeforeInvalidation(claims, revocation.revokedAt) ? revocation.reason : null;
}
