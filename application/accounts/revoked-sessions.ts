import type { AccessTokenClaims } from '../../domain/accounts/access-token';
import { refusalUnder, type RevocationReason, type SessionRevocation } from '../../domain/accounts/session-revocation';
import type { UserId } from '../../domain/shared/ids';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

/**
 * The revocations in force, held in memory so that checking a token on every signed-in request never waits on the
 * database. Each process reads the store once, then only the rows written after the last it has seen: its own at
 * once (the use cases that revoke refresh it), other processes' at the next scheduled refresh.
 */
export interface RevokedSessions {
  /** Why a verified token no longer counts, or null when it does. Only the first call reads the store. */
  refusalOf(claims: AccessTokenClaims): Promise<RevocationReason | null>;
  /** Reads the revocations written since the last read, and forgets those that have expired. */
  refresh(): Promise<void>;
  /** Removes from the store the revocations every token of which has expired; returns how many. */
  forgetExpired(): Promise<number>;
}

export function makeRevokedSessions(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): RevokedSessions {
  const byToken = new Map<string, SessionRevocation>();
  // Per user, the revocation that refuses the most: a deleted account, else the latest sign-out of every session.
  const byUser = new Map<UserId, SessionRevocation>();
  let position = 0;
  let loaded = false;
  let latest: Promise<void> | null = null;

  const remember = (revocation: SessionRevocation): void => {
    if (revocation.tokenId !== null) {
      byToken.set(revocation.tokenId, revocation);
      return;
    }
    const known = byUser.get(revocation.userId);
    if (known?.reason === 'account-deleted') return;
    if (known === undefined || revocation.reason === 'account-deleted' || revocation.revokedAt > known.revokedAt) {
      byUser.set(revocation.userId, revocation);
    }
  };

  const forgetExpired = (now: Date): void => {
    for (const [tokenId, revocation] of byToken) if (revocation.expiresAt <= now) byToken.delete(tokenId);
    for (const [userId, revocation] of byUser) if (revocation.expiresAt <= now) byUser.delete(userId);
  };

  const load = async (): Promise<void> => {
    const now = deps.clock.now();
    const rows = await deps.uow.read(({ sessionRevocations }) => sessionRevocations.after(position, now));
    for (const row of rows) {
      remember(row.revocation);
      position = Math.max(position, row.position);
    }
    forgetExpired(now);
    loaded = true;
  };

  // One read at a time, each after the one before, so no row is skipped and none is read twice at once.
  const refresh = (): Promise<void> => {
    const next = (latest ?? Promise.resolve()).catch(() => undefined).then(load);
    latest = next;
    return next;
  };

  return {
    refresh,
    forgetExpired: () => deps.uow.run(({ sessionRevocations }) => sessionRevocations.forgetExpired(deps.clock.now())),
    async refusalOf(claims) {
      // Until a first read succeeds, every check tries one: a store that was down at start is read once it is up.
      if (!loaded) await refresh();
      const token = byToken.get(claims.tokenId);
      const user = byUser.get(claims.userId);
      return (
        (token === undefined ? null : refusalUnder(token, claims)) ??
        (user === undefined ? null : refusalUnder(user, claims))
      );
    },
  };
}
