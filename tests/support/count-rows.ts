import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';

type Table = keyof DatabaseSchema;

/** Row counts of `tables`, to show that a refused request made no row appear or vanish. */
export async function tableCounts(
  db: Kysely<DatabaseSchema>,
  tables: readonly Table[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

export function accountTableCounts(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  return tableCounts(db, ['users', 'credit_ledger', 'password_resets', 'api_keys', 'outbox_emails']);
}
