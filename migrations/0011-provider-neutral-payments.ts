import { sql, type Kysely } from 'kysely';

/**
 * Payments speak of what things are, not of a vendor: a checkout or card update records the provider's name as its
 * adapter gives it (no list to extend with each new provider), and a payout to an account at the provider is a
 * `connected-account` payout, in the column and in the destination kept with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table checkouts drop constraint checkouts_provider_check`.execute(db);
  await sql`alter table card_updates drop constraint card_updates_provider_check`.execute(db);
  await renamePayoutMethod(db, 'stripe', 'connected-account');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renamePayoutMethod(db, 'connected-account', 'stripe');
  await sql`alter table card_updates add constraint card_updates_provider_check check (provider in ('local', 'stripe'))`.execute(
    db,
  );
  await sql`alter table checkouts add constraint checkouts_provider_check check (provider in ('local', 'stripe'))`.execute(
    db,
  );
}

async function renamePayoutMethod(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`alter table payouts drop constraint payouts_method_check`.execute(db);
  await sql`
    update payouts
    set method = ${to}, destination = jsonb_set(destination::jsonb, '{method}', to_jsonb(${to}::text))::text
    where method = ${from}
  `.execute(db);
  await sql`alter table payouts add constraint payouts_method_check check (method in (${sql.lit(to)}, 'bank'))`.execute(
    db,
  );
}
