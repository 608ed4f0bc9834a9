import type { Kysely } from 'kysely';

/**
 * An owner's decision on a test: `stopped_at` when they stopped it (it takes no visitors and says so), and
 * `shipped_variant_id` when they shipped a winner, which the tracking script then serves to every visitor of the
 * page with no enrolment and no session charged. Deleting that variant unships it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tests')
    .addColumn('stopped_at', 'timestamptz')
    .addColumn('shipped_variant_id', 'uuid', (col) => col.references('variants.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tests').dropColumn('shipped_variant_id').dropColumn('stopped_at').execute();
}
