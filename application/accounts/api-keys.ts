import { apiKeyPrefix, type ApiKey, type ApiKeyScope } from '../../domain/accounts/api-key';
import type { Viewer } from '../../domain/accounts/viewer';
import type { ApiKeyId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';

export type CreateApiKey = (
  viewer: Viewer,
  input: { readonly name: string; readonly scope: ApiKeyScope },
) => Promise<{ key: ApiKey; secret: string }>;
export type ListApiKeys = (viewer: Viewer) => Promise<readonly ApiKey[]>;
export type RevokeApiKey = (
  viewer: Viewer,
  id: ApiKeyId,
) => Promise<Result<ApiKey, { readonly kind: 'ApiKeyNotFound' }>>;

interface ApiKeyDeps {
  readonly uow: UnitOfWork;
  readonly opaqueTokens: OpaqueTokens;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** The secret is returned this once; only its hash is stored. */
export function makeCreateApiKey(deps: ApiKeyDeps): CreateApiKey {
  return async (viewer, input) => {
    const secret = deps.opaqueTokens.generate(apiKeyPrefix);
    const key: ApiKey = {
      id: deps.ids.next() as ApiKeyId,
      userId: viewer.userId,
      name: input.name.trim(),
      prefix: secret.slice(0, apiKeyPrefix.length + 4),
      scope: input.scope,
      createdAt: deps.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await deps.uow.run(({ apiKeys }) => apiKeys.insert(key, deps.opaqueTokens.hash(secret)));
    return { key, secret };
  };
}

export function makeListApiKeys(deps: Pick<ApiKeyDeps, 'uow'>): ListApiKeys {
  return (viewer) => deps.uow.run(({ apiKeys }) => apiKeys.listForUser(viewer.userId));
}

/** Takes effect on the key's next use; revoking twice keeps the first time. */
export function makeRevokeApiKey(deps: Pick<ApiKeyDeps, 'uow' | 'clock'>): RevokeApiKey {
  return async (viewer, id) => {
    const key = await deps.uow.run(({ apiKeys }) => apiKeys.revoke(viewer.userId, id, deps.clock.now()));
    return key === null ? fail({ kind: 'ApiKeyNotFound' }) : ok(key);
  };
}
