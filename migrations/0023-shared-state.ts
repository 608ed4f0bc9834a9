import { sql, type Kysely } from 'kysely';

/**
 * Channel `tracking_config`: a payload is a website id, or `*` for every website.
 *
 * Every process keeps tracking configs in memory; these triggers tell all of them (NOTIFY, delivered when the
 * writing transaction commits, whichever process or command wrote) that a website's config changed: a test paused,
 * started, edited, shipped or deleted, its variants, devices, goals or page changed, or its owner's balance crossed
 * zero (out of sessions, or sessions again). Each is a row trigger with a WHEN condition, so the writes of the hot
 * enrolment path (a test's session count, an owner's balance) run no function unless the config really changes.
 * Several notifications of one website in one transaction reach listeners as one.
 *
 * Channel `session_revocations` (no payload): a session was revoked (a logout, a new password, a deleted account), so
 * every process reads the new revocations at once rather than at its next scheduled read.
 *
 * `rate_limit_counters` becomes UNLOGGED: it now counts every tracking request when several processes share their
 * limits, and a count lost in a crash only gives clients a fresh minute, so it is not worth writing to the WAL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rate_limit_counters set unlogged`.execute(db);
  await sql`
    create function notify_tracking_config(website_id uuid) returns void language plpgsql as $$
    begin
      -- A website already deleted in the same cascade is unknown here: every process then drops everything.
      perform pg_notify('tracking_config', coalesce(website_id::text, '*'));
    end $$`.execute(db);
  await sql`
    create function tracking_config_of_test() returns trigger language plpgsql as $$
    declare
      row_page uuid := case when tg_op = 'DELETE' then old.page_id else new.page_id end;
    begin
      perform notify_tracking_config((select website_id from pages where id = row_page));
      if tg_op = 'UPDATE' and old.page_id <> new.page_id then
        perform notify_tracking_config((select website_id from pages where id = old.page_id));
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger tests_tracking_config after insert or delete on tests
    for each row execute function tracking_config_of_test()`.execute(db);
  await sql`
    create trigger tests_tracking_config_change after update on tests
    for each row when (
      old.active is distinct from new.active
      or old.start_date is distinct from new.start_date
      or old.end_date is distinct from new.end_date
      or old.max_cases is distinct from new.max_cases
      or old.page_id is distinct from new.page_id
      or old.goal_id is distinct from new.goal_id
      or old.shipped_variant_id is distinct from new.shipped_variant_id
      -- Reaching its cap stops a test; every other enrolment's count runs no function.
      or ((old.test_sessions_count < new.max_cases) <> (new.test_sessions_count < new.max_cases))
    ) execute function tracking_config_of_test()`.execute(db);
  await sql`
    create function tracking_config_of_test_part() returns trigger language plpgsql as $$
    declare
      row_test uuid := case when tg_op = 'DELETE' then old.test_id else new.test_id end;
      site uuid := (select pages.website_id from tests join pages on pages.id = tests.page_id where tests.id = row_test);
    begin
      -- No test: it is being deleted with this row, and its own trigger tells.
      if site is not null then perform notify_tracking_config(site); end if;
      return null;
    end $$`.execute(db);
  for (const table of ['variants', 'test_target_devices', 'test_goals']) {
    await sql`
      create trigger ${sql.raw(`${table}_tracking_config`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function tracking_config_of_test_part()`.execute(db);
  }
  await sql`
    create function tracking_config_of_website_part() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform notify_tracking_config(old.website_id); end if;
      if tg_op <> 'DELETE' then perform notify_tracking_config(new.website_id); end if;
      return null;
    end $$`.execute(db);
  for (const table of ['pages', 'goals']) {
    await sql`
      create trigger ${sql.raw(`${table}_tracking_config`)} after update or delete on ${sql.table(table)}
      for each row execute function tracking_config_of_website_part()`.execute(db);
  }
  await sql`
    create function tracking_config_of_owner() returns trigger language plpgsql as $$
    declare
      site uuid;
    begin
      for site in select id from websites where user_id = new.id loop
        perform notify_tracking_config(site);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_tracking_config after update of test_sessions_remaining on users
    for each row when ((old.test_sessions_remaining > 0) <> (new.test_sessions_remaining > 0))
    execute function tracking_config_of_owner()`.execute(db);
  await sql`
    create function notify_session_revocations() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revocations', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger session_revocations_notify after insert on session_revocations
    for each statement execute function notify_session_revocations()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger session_revocations_notify on session_revocations`.execute(db);
  await sql`drop function notify_session_revocations()`.execute(db);
  await sql`drop trigger users_tracking_config on users`.execute(db);
  for (const table of ['pages', 'goals', 'variants', 'test_target_devices', 'test_goals']) {
    await sql`drop trigger ${sql.raw(`${table}_tracking_config`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger tests_tracking_config_change on tests`.execute(db);
  await sql`drop trigger tests_tracking_config on tests`.execute(db);
  for (const fn of [
    'tracking_config_of_owner',
    'tracking_config_of_website_part',
    'tracking_config_of_test_part',
    'tracking_config_of_test',
  ]) {
    await sql`drop function ${sql.raw(fn)}()`.execute(db);
  }
  await sql`drop function notify_tracking_config(uuid)`.execute(db);
  await sql`alter table rate_limit_counters set logged`.execute(db);
}
