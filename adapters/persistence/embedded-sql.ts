import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/** Raw SQL for a library that brings its own statements (the job queue), as `pg`'s `query` answers them. */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * SQL on the embedded database's one session, between Kysely's transactions rather than inside one: each statement
 * takes the session from Kysely's driver for its run, as a pooled connection would be taken. Without that, a
 * statement sent while a Kysely transaction is open would join it (and roll back with it). A statement without
 * parameters may be several (schema changes, a BEGIN ... COMMIT block); a failed one leaves no transaction open
 * behind it, as a pool would by dropping the connection.
 */
export function embeddedSqlRunner(database: Database & { readonly embedded: PGlite }): SqlRunner {
  const pglite = database.embedded;
  const run = async (text: string, values: unknown[] | undefined): Promise<{ rows: unknown[] }> => {
    if (values !== undefined && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return { rows: results.flatMap((result) => result.rows) };
  };
  return {
    executeSql: (text, values) =>
      database.db.connection().execute(async () => {
        try {
          return await run(text, values);
        } catch (error) {
          await pglite.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}
