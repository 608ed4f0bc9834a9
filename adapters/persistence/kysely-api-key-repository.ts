import type { Kysely, Selectable } from 'kysely';
import type { ApiKeyRepository } from '../../application/ports/api-key-repository';
import { lastUseResolutionMs, type ApiKey } from '../../domain/accounts/api-key';
import type { ApiKeyId, UserId } from '../../domain/shared/ids';
import type { ApiKeysTable, DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

const columns = ['id', 'user_id', 'name', 'prefix', 'scope', 'created_at', 'last_used_at', 'revoked_at'] as const;

export class KyselyApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(key: ApiKey, secretHash: string): Promise<void> {
    await this.db
      .insertInto('api_keys')
      .values({
        id: key.id,
        user_id: key.userId,
        name: key.name,
        prefix: key.prefix,
        secret_hash: secretHash,
        scope: key.scope,
        created_at: key.createdAt,
        last_used_at: key.lastUsedAt,
        revoked_at: key.revokedAt,
      })
      .execute();
  }

  async findBySecretHash(secretHash: string): Promise<ApiKey | null> {
    const row = await this.db
      .selectFrom('api_keys')
      .select(columns)
      .where('secret_hash', '=', secretHash)
      .executeTakeFirst();
    return row === undefined ? null : toApiKey(row);
  }

  async listForUser(userId: UserId): Promise<readonly ApiKey[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toApiKey);
  }

  async revoke(userId: UserId, id: ApiKeyId, at: Date): Promise<ApiKey | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .updateTable('api_keys')
      .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning(columns)
      .executeTakeFirst();
    return row === undefined ? null : toApiKey(row);
  }

  async markUsed(id: ApiKeyId, at: Date): Promise<void> {
    const recentEnough = new Date(at.getTime() - lastUseResolutionMs);
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', recentEnough)]))
      .execute();
  }
}

function toApiKey(row: Pick<Selectable<ApiKeysTable>, (typeof columns)[number]>): ApiKey {
  return {
    id: row.id as ApiKeyId,
    userId: row.user_id as UserId,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}
