import { sql, type Kysely } from 'kysely';

/**
 * `websites.extra_origins`: the origins beside the website's own whose pages may enrol its visitors and send their
 * events (domain/websites/website-origin-rules.ts), at most 20, none to begin with.
 *
 * Every process keeps each website's accepted origins in memory with its tracking configs, so a change of the
 * website's address or of its other origins is told on the `tracking_config` channel (migration 0023) like any other
 * change a config depends on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('extra_origins', sql`text[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`cardinality(extra_origins) <= 20`),
    )
    .execute();
  await sql`
    create function tracking_config_of_website() returns trigger language plpgsql as $$
    begin
      perform notify_tracking_config(new.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger websites_tracking_config after update on websites
    for each row when (old.url is distinct from new.url or old.extra_origins is distinct from new.extra_origins)
    execute function tracking_config_of_website()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger websites_tracking_config on websites`.execute(db);
  await sql`drop function tracking_config_of_website()`.execute(db);
  await db.schema.alterTable('websites').dropColumn('extra_origins').execute();
}
