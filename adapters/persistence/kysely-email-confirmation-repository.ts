import type { Kysely } from 'kysely';
import type { EmailConfirmationRepository } from '../../application/ports/email-confirmation-repository';
import type { EmailConfirmation } from '../../domain/accounts/email-confirmation';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

export class KyselyEmailConfirmationRepository implements EmailConfirmationRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(confirmation: EmailConfirmation, tokenHash: string, createdAt: Date): Promise<void> {
    await this.db
      .insertInto('email_confirmations')
      .values({
        id: confirmation.id,
        user_id: confirmation.userId,
        email: confirmation.email,
        token_hash: tokenHash,
        created_at: createdAt,
        expires_at: confirmation.expiresAt,
        used_at: confirmation.usedAt,
      })
      .execute();
  }

  async findByTokenHash(tokenHash: string): Promise<EmailConfirmation | null> {
    const row = await this.db
      .selectFrom('email_confirmations')
      .select(['id', 'user_id', 'email', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      userId: row.user_id as UserId,
      email: row.email,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    };
  }

  async useAllForUser(userId: UserId, usedAt: Date): Promise<void> {
    await this.db
      .updateTable('email_confirmations')
      .set({ used_at: usedAt })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
  }
}
