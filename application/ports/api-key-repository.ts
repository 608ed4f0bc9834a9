import type { ApiKey } from '../../domain/accounts/api-key';
import type { ApiKeyId, UserId } from '../../domain/shared/ids';

export interface ApiKeyRepository {
  insert(key: ApiKey, secretHash: string): Promise<void>;
  findBySecretHash(secretHash: string): Promise<ApiKey | null>;
  /** The user's keys, newest first, revoked ones included. */
  listForUser(userId: UserId): Promise<readonly ApiKey[]>;
  /** Revokes the user's key; null when the user has no such key. */
  revoke(userId: UserId, id: ApiKeyId, at: Date): Promise<ApiKey | null>;
  /**
   * Records a use at `at`, unless one less than a minute before it (lastUseResolutionMs) is recorded already: a
   * conditional write, so that keys busy on many servers at once still cost one write a minute.
   */
  markUsed(id: ApiKeyId, at: Date): Promise<void>;
}
