import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';

/**
 * The database each test application writes to, so that a helper given only the app can read what it wrote there
 * (the emails in the outbox, as the person they are sent to would read them).
 */
const databases = new WeakMap<FastifyInstance, Kysely<DatabaseSchema>>();

export function rememberDatabase(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  databases.set(app, db);
}

export function databaseOf(app: FastifyInstance): Kysely<DatabaseSchema> | null {
  return databases.get(app) ?? null;
}
