import { sql, type Kysely } from 'kysely';

/**
 * What each API key may do: `read` (queries only) or `write`. Keys made before scopes existed could change
 * anything, so they become `write` rather than break the services using them; the default then goes, so that
 * every new key states its scope.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('scope', 'text', (col) =>
      col
        .notNull()
        .defaultTo('write')
        .check(sql`scope in ('read', 'write')`),
    )
    .execute();
  await db.schema
    .alterTable('api_keys')
    .alterColumn('scope', (col) => col.dropDefault())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('api_keys').dropColumn('scope').execute();
}
