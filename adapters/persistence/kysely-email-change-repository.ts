import type { Kysely } from 'kysely';
import type { EmailChangeRepository } from '../../application/ports/email-change-repository';
import type { EmailChange } from '../../domain/accounts/email-change';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

export class KyselyEmailChangeRepository implements EmailChangeRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(change: EmailChange, tokenHash: string, createdAt: Date): Promise<void> {
    await this.db
      .insertInto('email_changes')
      .values({
        id: change.id,
        user_id: change.userId,
        new_email: change.newEmail,
        token_hash: tokenHash,
        created_at: createdAt,
        expires_at: change.expiresAt,
        used_at: change.usedAt,
      })
      .execute();
  }

  async findByTokenHash(tokenHash: string): Promise<EmailChange | null> {
    const row = await this.db
      .selectFrom('email_changes')
      .select(['id', 'user_id', 'new_email', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      userId: row.user_id as UserId,
      newEmail: row.new_email,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    };
  }

  async useAllForUser(userId: UserId, usedAt: Date): Promise<void> {
    await this.db
      .updateTable('email_changes')
      .set({ used_at: usedAt })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
