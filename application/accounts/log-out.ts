import { tokenRevocation, userRevocation, type SessionRevocation } from '../../domain/accounts/session-revocation';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { RevokedSessions } from './revoked-sessions';

/** Only a signed-in browser has a session to end: an API key is revoked on its own screen. */
export type LogOutError = { readonly kind: 'NotASession' };

export type LogOut = (viewer: Viewer) => Promise<Result<void, LogOutError>>;

export interface LogOutDeps {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
}

/** Ends the caller's session: its token is refused from now on, though it has not expired. */
export function makeLogOut(deps: LogOutDeps): LogOut {
  return endSessions(deps, (viewer, now) =>
    viewer.session === undefined ? null : tokenRevocation(viewer.session, now),
  );
}

/** Ends every session of the caller's account, this one included: for a lost phone or a shared computer. */
export function makeLogOutEverywhere(deps: LogOutDeps): LogOut {
  return endSessions(deps, (viewer, now) => userRevocation(viewer.userId, 'signed-out', now));
}

type SignedInViewer = Extract<Viewer, { readonly via: 'access-token' }>;

/** Writes the revocation `revocationOf` makes of a signed-in caller, and has this process refuse it at once. */
function endSessions(
  deps: LogOutDeps,
  revocationOf: (viewer: SignedInViewer, now: Date) => SessionRevocation | null,
): LogOut {
  return async (viewer) => {
    const revocation = viewer.via === 'access-token' ? revocationOf(viewer, deps.clock.now()) : null;
    if (revocation === null) return fail({ kind: 'NotASession' });
    await deps.uow.run(({ sessionRevocations }) => sessionRevocations.add(revocation));
    await deps.revokedSessions.refresh();
    return ok(undefined);
  };
}
