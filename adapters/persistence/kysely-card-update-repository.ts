import type { Kysely, Selectable } from 'kysely';
import type { CardUpdateRepository } from '../../application/ports/card-update-repository';
import type { CardUpdate } from '../../domain/payments/card-update';
import type { CardUpdateId, UserId } from '../../domain/shared/ids';
import type { CardUpdatesTable, DatabaseSchema } from './database-schema';

export class KyselyCardUpdateRepository implements CardUpdateRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(update: CardUpdate): Promise<void> {
    await this.db
      .insertInto('card_updates')
      .values({
        id: update.id,
        user_id: update.userId,
        provider: update.provider,
        status: update.status,
        created_at: update.createdAt,
        completed_at: update.completedAt,
      })
      .execute();
  }

  async lock(id: CardUpdateId): Promise<CardUpdate | null> {
    const row = await this.db
      .selectFrom('card_updates')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row === undefined ? null : toCardUpdate(row);
  }

  async find(id: CardUpdateId): Promise<CardUpdate | null> {
    const row = await this.db.selectFrom('card_updates').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toCardUpdate(row);
  }

  async markCompleted(id: CardUpdateId, at: Date): Promise<void> {
    await this.db
      .updateTable('card_updates')
      .set({ status: 'completed', completed_at: at })
      .where('id', '=', id)
      .execute();
  }

  async markCancelled(id: CardUpdateId): Promise<void> {
    await this.db.updateTable('card_updates').set({ status: 'cancelled' }).where('id', '=', id).execute();
  }
}

function toCardUpdate(row: Selectable<CardUpdatesTable>): CardUpdate {
  return {
    id: row.id as CardUpdateId,
    userId: row.user_id as UserId,
    provider: row.provider,
    status: row.status,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}
