import { isApiKeyToken, isLastUseStale, isRevoked } from '../../domain/accounts/api-key';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { RevokedSessions } from './revoked-sessions';

/** Why a bearer token was refused; each reason gets its own message at the edge. */
export type BearerRefusal = 'malformed' | 'unknown-api-key' | 'expired' | 'revoked' | 'signed-out' | 'account-deleted';

export type IdentifyBearer = (
  token: string,
) => Promise<Result<Viewer, { readonly kind: 'Unauthenticated'; readonly reason: BearerRefusal }>>;

export interface IdentifyBearerDeps {
  readonly uow: UnitOfWork;
  readonly tokens: AccessTokens;
  readonly opaqueTokens: OpaqueTokens;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
}

/** Turns an Authorization bearer value (an access token or an API key) into the viewer it stands for. */
export function makeIdentifyBearer(deps: IdentifyBearerDeps): IdentifyBearer {
  const refuse = (reason: BearerRefusal) => fail({ kind: 'Unauthenticated', reason } as const);
  return async (token) => {
    const now = deps.clock.now();
    if (isApiKeyToken(token)) {
      // A read on every request; the write of its last use only once a minute (and guarded again in the query,
      // for requests racing on several servers).
      const key = await deps.uow.read(({ apiKeys }) => apiKeys.findBySecretHash(deps.opaqueTokens.hash(token)));
      // Logging in again would not help a program holding a key: it is told the key itself is wrong.
      if (key === null) return refuse('unknown-api-key');
      if (isRevoked(key)) return refuse('revoked');
      if (isLastUseStale(key, now)) await deps.uow.run(({ apiKeys }) => apiKeys.markUsed(key.id, now));
      return ok({ userId: key.userId, via: 'api-key', scope: key.scope } as const);
    }
    const verified = await deps.tokens.verify(token, now);
    // Text of no token's shape was meant as an API key (cut short, or its prefix mangled): its sender is a program,
    // which logging in again would not help.
    if (!verified.ok) return refuse(verified.failure === 'not-a-token' ? 'unknown-api-key' : verified.failure);
    // Checked in memory: every signed-in request passes here, and none of them waits on the database for it.
    const refusal = await deps.revokedSessions.refusalOf(verified.claims);
    if (refusal !== null) return refuse(refusal);
    return ok({ userId: verified.claims.userId, via: 'access-token', session: verified.claims } as const);
  };
}
