import { sql, type Kysely } from 'kysely';

/**
 * Where the tracking script was last seen running: one row per page address (without its query) of a website,
 * rewritten at most once a day, so owners can tell whether the script is installed. No visitor data: the page and
 * the time only. Deleting the website deletes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('script_sightings')
    .addColumn('website_id', 'uuid', (col) => col.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('page_address', 'text', (col) => col.notNull().check(sql`char_length(page_address) <= 2048`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('script_sightings_pk', ['website_id', 'page_address'])
    .execute();
  // A website's most recent sighting, for its install check.
  await db.schema
    .createIndex('script_sightings_website_recent_idx')
    .on('script_sightings')
    .columns(['website_id', 'last_seen_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('script_sightings').execute();
}
