import type { Kysely } from 'kysely';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { migrations } from '../../migrations/index';
import type { DatabaseSchema } from './database-schema';

export interface MigrationOutcome {
  readonly applied: readonly string[];
}

export class MigrationFailedError extends Error {
  constructor(
    readonly migrationName: string | null,
    override readonly cause: unknown,
  ) {
    super(
      `Migration ${migrationName ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'MigrationFailedError';
  }
}

/**
 * A database a command that changes nothing (a dry run) cannot use as it is: missing, or its schema behind the code.
 * The message says what to run.
 */
export class DatabaseNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseNotReadyError';
  }
}

function migratorOf(db: Kysely<DatabaseSchema>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
}

/** The migrations not yet applied, oldest first; reads only (no migration table is created when there is none). */
export async function pendingMigrations(db: Kysely<DatabaseSchema>): Promise<readonly string[]> {
  const known = await migratorOf(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Refuses a database whose schema is behind, for a command that must not migrate it. */
export async function assertSchemaUpToDate(db: Kysely<DatabaseSchema>): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return;
  throw new DatabaseNotReadyError(
    `The database schema is behind: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
      'A dry run changes nothing, so it does not migrate: run `splitpenny migrate` first.',
  );
}

/** Brings the schema up to date; running it on an up-to-date database applies nothing. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<MigrationOutcome> {
  const migrator = migratorOf(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw new MigrationFailedError(failedName(results), error);
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

function failedName(results: readonly MigrationResult[]): string | null {
  return results.find((r) => r.status === 'Error')?.migrationName ?? null;
}
