import type { Kysely } from 'kysely';
import type { PasswordResetRepository } from '../../application/ports/password-reset-repository';
import type { PasswordReset } from '../../domain/accounts/password-reset';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

export class KyselyPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(reset: PasswordReset, tokenHash: string, createdAt: Date): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({
        id: reset.id,
        user_id: reset.userId,
        token_hash: tokenHash,
        created_at: createdAt,
        expires_at: reset.expiresAt,
        used_at: reset.usedAt,
      })
      .execute();
  }

  /** Locks the row, so two uses of one link in parallel cannot both succeed. */
  async findByTokenHash(tokenHash: string): Promise<PasswordReset | null> {
    const row = await this.db
      .selectFrom('password_resets')
      .select(['id', 'user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) return null;
    return { id: row.id, userId: row.user_id as UserId, expiresAt: row.expires_at, usedAt: row.used_at };
  }

  async useAllForUser(reset: PasswordReset, usedAt: Date): Promise<void> {
    await this.db
      .updateTable('password_resets')
      .set({ used_at: usedAt })
      .where('user_id', '=', reset.userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
