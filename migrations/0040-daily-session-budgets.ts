import { sql, type Kysely } from 'kysely';

/**
 * `websites.daily_session_budget`: the most sessions a website's tests may be charged in one UTC day, as its owner
 * sets it (domain/websites/daily-session-budget-rules.ts); null, as every website starts, for none.
 *
 * `website_budget_days`: the sessions charged today to each website that has a budget, one row a website and day,
 * locked by the enrolment batches that charge the website so that none overshoots the budget counted before it.
 * Websites without a budget have no rows and cost enrolment nothing.
 *
 * Every process keeps tracking configs in memory: reaching a budget (the day's count crossing it) and changing a
 * budget are told on the `tracking_config` channel (migration 0023), so the website's tests pause at once everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('daily_session_budget', 'integer', (col) =>
      col.check(sql`daily_session_budget is null or daily_session_budget between 1 and 10000000`),
    )
    .execute();
  await db.schema
    .createTable('website_budget_days')
    .addColumn('website_id', 'uuid', (col) => col.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('sessions', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('website_budget_days_pkey', ['website_id', 'day'])
    .execute();
  await sql`
    create function tracking_config_of_budget_day() returns trigger language plpgsql as $$
    declare
      budget integer := (select daily_session_budget from websites where id = new.website_id);
      before integer := case when tg_op = 'INSERT' then 0 else old.sessions end;
    begin
      if budget is not null and before < budget and new.sessions >= budget then
        perform notify_tracking_config(new.website_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger website_budget_days_tracking_config after insert or update on website_budget_days
    for each row execute function tracking_config_of_budget_day()`.execute(db);
  await sql`drop trigger websites_tracking_config on websites`.execute(db);
  await sql`
    create trigger websites_tracking_config after update on websites
    for each row when (
      old.url is distinct from new.url
      or old.extra_origins is distinct from new.extra_origins
      or old.daily_session_budget is distinct from new.daily_session_budget
    ) execute function tracking_config_of_website()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger websites_tracking_config on websites`.execute(db);
  await sql`
    create trigger websites_tracking_config after update on websites
    for each row when (old.url is distinct from new.url or old.extra_origins is distinct from new.extra_origins)
    execute function tracking_config_of_website()`.execute(db);
  await sql`drop trigger website_budget_days_tracking_config on website_budget_days`.execute(db);
  await sql`drop function tracking_config_of_budget_day()`.execute(db);
  await db.schema.dropTable('website_budget_days').execute();
  await db.schema.alterTable('websites').dropColumn('daily_session_budget').execute();
}
