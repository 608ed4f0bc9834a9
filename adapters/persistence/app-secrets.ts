import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './database-schema';

/**
 * A secret generated once and kept in the database, so that every server process on the same database agrees on
 * it and it survives restarts. The first writer wins; later callers read what it wrote.
 */
export async function loadOrCreateSecret(
  db: Kysely<DatabaseSchema>,
  name: string,
  generate: () => string,
): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** The secret kept under `name`, or null when none was ever made; reads only. */
export async function loadSecret(db: Kysely<DatabaseSchema>, name: string): Promise<string | null> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}
