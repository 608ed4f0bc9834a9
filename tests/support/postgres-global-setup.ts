import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { adminQuery } from './admin-query';
import { databaseUrl } from './database-url';

export interface PostgresTestServer {
  /** A URL with rights to create and drop databases. */
  readonly adminUrl: string;
  /** A migrated database that each test file copies (CREATE DATABASE ... TEMPLATE). */
  readonly templateName: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresTestServer;
  }
}

/** Once per run: find a server, migrate a template database on it; afterwards drop it (and stop any container). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  const templateName = `splitpenny_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(server.adminUrl, `CREATE DATABASE "${templateName}"`);
  const template = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(server.adminUrl, templateName),
    poolSize: 1,
  });
  await migrateToLatest(template.db);
  await template.close();
  project.provide('postgres', { adminUrl: server.adminUrl, templateName });

  return async () => {
    await adminQuery(server.adminUrl, `DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await server.stop();
  };
}

async function startServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { adminUrl: url, stop: async () => {} };
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:15-alpine').start();
  return { adminUrl: container.getConnectionUri(), stop: async () => void (await container.stop()) };
}
