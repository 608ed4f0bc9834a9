import { sql, type Kysely } from 'kysely';

/**
 * Phases of a running test: changing its split, adding or deleting a variant starts a new one, and its results and
 * its sample-ratio check count from then. `baseline` holds the rollups as they stood at the phase's start (each
 * variant's totals, conversion-goal rows and histograms), which results subtract; a test without a row is in its
 * first phase, since its start. The change is also recorded in test_changes, whose kinds grow by three.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_phases')
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('phase_no', 'integer', (col) => col.notNull().check(sql`phase_no >= 2`))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('baseline', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('test_phases_pkey', ['test_id', 'phase_no'])
    .execute();
  await sql`alter table test_changes drop constraint test_changes_what_check`.execute(db);
  await sql`alter table test_changes add constraint test_changes_what_check
    check (what in ('goal', 'devices', 'variant_code', 'split', 'variant_added', 'variant_deleted'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_phases').execute();
  await sql`delete from test_changes where what in ('split', 'variant_added', 'variant_deleted')`.execute(db);
  await sql`alter table test_changes drop constraint test_changes_what_check`.execute(db);
  await sql`alter table test_changes add constraint test_changes_what_check
    check (what in ('goal', 'devices', 'variant_code'))`.execute(db);
}
