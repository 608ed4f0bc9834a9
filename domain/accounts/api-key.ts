import type { ApiKeyId, UserId } from '../shared/ids';

/**
 * What a key may do: `read` runs queries only; `write` may also change things (tests, websites, profile). Neither
 * reaches what only a signed-in owner may do (domain/accounts/access.ts).
 */
export type ApiKeyScope = 'read' | 'write';

export const apiKeyScopes: readonly ApiKeyScope[] = ['read', 'write'];

/** A named credential another service sends as its bearer token; only its hash is kept. */
export interface ApiKey {
  readonly id: ApiKeyId;
  readonly userId: UserId;
  readonly name: string;
  /** The first characters of the key, shown so that an owner can tell their keys apart. */
  readonly prefix: string;
  readonly scope: ApiKeyScope;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Keys are recognisable at a glance (and by secret scanners) by this prefix. */
export const apiKeyPrefix = 'sp_live_';

/**
 * How finely a key's last use is recorded: one write a minute at most, however many requests it makes, so a busy
 * key does not turn every read into a database write.
 */
export const lastUseResolutionMs = 60_000;

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(apiKeyPrefix);
}

export function isRevoked(key: ApiKey): boolean {
  return key.revokedAt !== null;
}

/** Whether a use at `now` is worth recording: never used, or last recorded a full minute (or more) ago. */
export function isLastUseStale(key: Pick<ApiKey, 'lastUsedAt'>, now: Date): boolean {
  return key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= lastUseResolutionMs;
}
