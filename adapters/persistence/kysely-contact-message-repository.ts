import type { Kysely } from 'kysely';
import type { ContactMessageRepository } from '../../application/ports/contact-message-repository';
import type { ContactMessage } from '../../domain/contact/contact-message';
import type { DatabaseSchema } from './database-schema';

/** Contact messages in `contact_messages`, one insert each. */
export class KyselyContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(message: ContactMessage): Promise<void> {
    await this.db
      .insertInto('contact_messages')
      .values({
        id: message.id,
        user_id: message.userId,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        created_at: message.createdAt,
      })
      .execute();
  }
}
