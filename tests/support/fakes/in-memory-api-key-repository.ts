import type { ApiKeyRepository } from '../../../application/ports/api-key-repository';
import { isLastUseStale, type ApiKey } from '../../../domain/accounts/api-key';
import type { ApiKeyId, UserId } from '../../../domain/shared/ids';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

export class InMemoryApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async insert(key: ApiKey, secretHash: string): Promise<void> {
    this.store.requireUser(key.userId, 'API key');
    if (this.store.apiKeys.has(key.id))
      throw new Error(`API key ${key.id} exists already (a primary key would refuse)`);
    if ([...this.store.apiKeys.values()].some((stored) => stored.secretHash === secretHash)) {
      throw new Error('an API key with this secret hash exists already (a unique index would refuse)');
    }
    this.store.apiKeys.set(key.id, { key, secretHash });
  }

  async findBySecretHash(secretHash: string): Promise<ApiKey | null> {
    return [...this.store.apiKeys.values()].find((stored) => stored.secretHash === secretHash)?.key ?? null;
  }

  /** Newest first; keys created in the same instant by id, as the SQL orders them. */
  async listForUser(userId: UserId): Promise<readonly ApiKey[]> {
    return this.store
      .apiKeysOf(userId)
      .map((stored) => stored.key)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Only the owner's key; a second revocation keeps the first time. */
  async revoke(userId: UserId, id: ApiKeyId, at: Date): Promise<ApiKey | null> {
    const stored = this.store.apiKeys.get(id);
    if (stored === undefined || stored.key.userId !== userId) return null;
    const key: ApiKey = { ...stored.key, revokedAt: stored.key.revokedAt ?? at };
    this.store.apiKeys.set(id, { ...stored, key });
    return key;
  }

  async markUsed(id: ApiKeyId, at: Date): Promise<void> {
    const stored = this.store.apiKeys.get(id);
    if (stored === undefined || !isLastUseStale(stored.key, at)) return;
    this.store.apiKeys.set(id, { ...stored, key: { ...stored.key, lastUsedAt: at } });
  }
}
