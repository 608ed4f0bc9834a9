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

/** Brings the schema up to date; running it on an up-to-date database applies nothing. */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw new MigrationFailedError(failedName(results), error);
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

function failedName(results: readonly MigrationResult[]): string | null {
  return results.find((r) => r.status === 'Error')?.migrationName ?? null;
}
