import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Tracer } from '@opentelemetry/api';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, wrapPglite, type Database } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { databaseUrl } from './database-url';
import { adminQuery } from './admin-query';

export type TestDialect = 'pglite' | 'postgres';

export interface TestDatabase {
  readonly dialect: TestDialect;
  readonly database: Database;
  /** The connection URL (PostgreSQL only), for tests that start the CLI as a child process. */
  readonly url: string | null;
  /** Closes the connection and drops the database. */
  dispose(): Promise<void>;
}

/** The dialect of the vitest project running this file (see vitest.config.ts). */
export function testDialect(): TestDialect {
  return process.env.TEST_DB_DIALECT === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabaseOptions {
  /** No migrations: an empty database. */
  readonly empty?: boolean;
  /** Told of every statement the application sends, to count round trips. */
  readonly onStatement?: (sql: string) => void;
  /** Makes each statement a span of this tracer. */
  readonly tracer?: Tracer;
}

/** A fresh database of this project's dialect: migrated (a copy of the template) unless `empty`. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return testDialect() === 'postgres' ? createPostgresDatabase(options) : createPgliteDatabase(options);
}

/** Registers hooks that give the calling test file its own migrated database for all its tests. */
export function useTestDatabase(options: Pick<TestDatabaseOptions, 'onStatement'> = {}): () => TestDatabase {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase(options);
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return () => {
    if (current === undefined) throw new Error('useTestDatabase(): the database exists only inside tests and hooks');
    return current;
  };
}

// PGlite: migrating takes seconds and cloning well under one, so each worker migrates once and clones per file.
let pgliteTemplate: Promise<PGlite> | undefined;

function migratedPgliteTemplate(): Promise<PGlite> {
  return (pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    await migrateToLatest(wrapPglite(template).db);
    return template;
  })());
}

async function createPgliteDatabase({ empty, onStatement, tracer }: TestDatabaseOptions): Promise<TestDatabase> {
  const instance =
    empty === true ? await PGlite.create() : ((await (await migratedPgliteTemplate()).clone()) as PGlite);
  const database = wrapPglite(instance, { onStatement, ...(tracer && { tracer }) });
  return { dialect: 'pglite', database, url: null, dispose: () => database.close() };
}

async function createPostgresDatabase({ empty, onStatement, tracer }: TestDatabaseOptions): Promise<TestDatabase> {
  const { adminUrl, templateName } = inject('postgres');
  const name = `splitpenny_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    adminUrl,
    empty === true ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`,
  );
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase(
    { kind: 'postgres', url, poolSize: 4 },
    { onStatement, ...(tracer && { tracer }) },
  );
  return {
    dialect: 'postgres',
    database,
    url,
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
