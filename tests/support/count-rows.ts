import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';

/** Row counts of the account tables, to show that a refused request changed nothing. */
export async function accountTableCounts(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  const tables = ['users', 'credit_ledger', 'password_resets', 'api_keys', 'outbox_emails'] as const;
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
