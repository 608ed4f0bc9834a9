import { sql, type Kysely } from 'kysely';

/** Goals a test can be measured against; ids are fixed so that seeded data and clients can rely on them. */
const seededGoals = [
  { id: 1, name: 'clicks' },
  { id: 2, name: 'form submissions' },
  { id: 3, name: 'scroll depth' },
  { id: 4, name: 'time on page' },
  { id: 5, name: 'bounce rate' },
  { id: 6, name: 'button clicks' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('goals')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('goals' as never)
    .values(seededGoals as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goals').execute();
}
