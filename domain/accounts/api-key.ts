import type { ApiKeyId, UserId } from '../shared/ids';

/** A named credential another service sends as its bearer token; only its hash is kept. */
export interface ApiKey {
  readonly id: ApiKeyId;
  readonly userId: UserId;
  readonly name: string;
  /** The first characters of the key, shown so that an owner can tell their keys apart. */
  readonly prefix: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Keys are recognisable at a glance (and by secret scanners) by this prefix. */
export const apiKeyPrefix = 'sp_live_';

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(apiKeyPrefix);
}

export function isRevoked(key: ApiKey): boolean {
  return key.revokedAt !== null;
}
