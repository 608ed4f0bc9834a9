import type { Kysely } from 'kysely';
import type {
  SessionRevocationRepository,
  StoredRevocation,
} from '../../application/ports/session-revocation-repository';
import type { SessionRevocation } from '../../domain/accounts/session-revocation';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

export class KyselySessionRevocationRepository implements SessionRevocationRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(revocation: SessionRevocation): Promise<void> {
    await this.db
      .insertInto('session_revocations')
      .values({
        user_id: revocation.userId,
        token_id: revocation.tokenId,
        reason: revocation.reason,
        revoked_at: revocation.revokedAt,
        expires_at: revocation.expiresAt,
      })
      .execute();
  }

  async after(position: number, now: Date): Promise<readonly StoredRevocation[]> {
    const rows = await this.db
      .selectFrom('session_revocations')
      .select(['id', 'user_id', 'token_id', 'reason', 'revoked_at', 'expires_at'])
      .where('id', '>', position)
      .where('expires_at', '>', now)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      position: Number(row.id),
      revocation: {
        userId: row.user_id as UserId,
        tokenId: row.token_id,
        reason: row.reason,
        revokedAt: row.revoked_at,
        expiresAt: row.expires_at,
      },
    }));
  }

  async forgetExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('session_revocations').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
