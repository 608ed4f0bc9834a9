import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Tracer } from '@opentelemetry/api';
import type { DatabaseSchema } from './database-schema';
import { lockEmbeddedDatabase } from './embedded-database-lock';
import { listenToPostgres, type NotificationHandler, type StopListening } from './notification-listener';
import { PreparingClient } from './prepared-statements';
import { tracedDialect } from './traced-dialect';

export type DatabaseKind = 'postgres' | 'pglite';

export type DatabaseLocation =
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly poolSize?: number;
      /**
       * Where connections that keep session state go (LISTEN): a direct or session-pooled address when `url` is a
       * transaction-pooling PgBouncer, which hands each transaction any server connection. Default: `url`.
       */
      readonly sessionUrl?: string;
      /** Whether the hot statements are prepared by name (prepared-statements.ts); off behind transaction pooling. */
      readonly preparedStatements?: boolean;
    }
  | { readonly kind: 'pglite'; readonly dataDir: string | null };

/** How a PostgreSQL pool's connections are used right now (pg's Pool has these). */
export interface PoolUse {
  /** Connections open, idle or busy. */
  readonly totalCount: number;
  readonly idleCount: number;
  /** Queries waiting for a connection. */
  readonly waitingCount: number;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Kysely<DatabaseSchema>;
  /** The embedded instance, for the few that need its own API (its one session is Kysely's: see embedded-sql.ts). */
  readonly embedded: PGlite | null;
  /** The PostgreSQL pool's use and size, read when asked; null on PGlite, one in-process session without a pool. */
  readonly pool: { readonly use: PoolUse; readonly max: number } | null;
  /**
   * Hears the notifications (NOTIFY) sent on `channel` by any process once their transaction commits: over a
   * connection of its own on PostgreSQL, through the embedded instance itself on PGlite (one process anyway).
   */
  listen(channel: string, handler: NotificationHandler): Promise<StopListening>;
  /** Closes the pool (or the embedded instance); safe to call twice. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * Told when an idle pooled connection fails (the server restarted, an admin ended it). The pool drops the
   * connection and opens another when needed; without a listener the error would crash the process.
   */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * Told of every statement sent, transaction control included, once it has answered (or failed): each is one
   * round trip, which is what a request's cost in database time mostly comes down to.
   */
  readonly onStatement?: (sql: string) => void;
  /** Makes every statement a span of this tracer (when tracing is on: OTEL_EXPORTER_OTLP_ENDPOINT). */
  readonly tracer?: Tracer;
}

/** PostgreSQL through a pg pool, or embedded PGlite persisted in a folder (`null`: in memory). */
export async function openDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): Promise<Database> {
  if (location.kind === 'postgres') {
    const max = location.poolSize ?? 10;
    const Client = location.preparedStatements === false ? pg.Client : PreparingClient;
    const pool = new pg.Pool({ connectionString: location.url, max, Client });
    pool.on('error', (error) => options.onConnectionError?.(error));
    return wrap(
      'postgres',
      null,
      new PostgresDialect({ pool }),
      {
        listen: (channel, handler) => listenToPostgres(location.sessionUrl ?? location.url, channel, handler),
        release: async () => {
          if (!pool.ended) await pool.end();
        },
      },
      options,
      { use: pool, max },
    );
  }
  if (location.dataDir === null) return wrapPglite(await PGlite.create(), options);
  await mkdir(location.dataDir, { recursive: true });
  const unlock = await lockEmbeddedDatabase(location.dataDir);
  try {
    return wrapPglite(await PGlite.create(location.dataDir), options, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Whether `dataDir` holds a PGlite database already (opening one that does not creates it). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Wraps an already open PGlite instance (tests clone a migrated template this way). */
export function wrapPglite(
  pglite: PGlite,
  options: Pick<DatabaseOptions, 'onStatement' | 'tracer'> = {},
  unlock: () => Promise<void> = async () => {},
): Database {
  return wrap(
    'pglite',
    pglite,
    new PGliteDialect(pglite),
    {
      listen: async (channel, handler) => {
        const unlisten = await pglite.listen(channel, (payload) => handler.onNotification(payload));
        return async () => {
          if (!pglite.closed) await unlisten();
        };
      },
      release: async () => {
        if (!pglite.closed) await pglite.close();
        await unlock();
      },
    },
    options,
    null,
  );
}

interface Connections {
  readonly listen: Database['listen'];
  /**
   * Closes the pool or instance itself: Kysely's destroy() skips a driver that never ran a query, which would leave
   * it open (and an open PGlite keeps the process alive).
   */
  readonly release: () => Promise<void>;
}

function wrap(
  kind: DatabaseKind,
  embedded: PGlite | null,
  given: Dialect,
  { listen, release }: Connections,
  options: Pick<DatabaseOptions, 'onStatement' | 'tracer'>,
  pool: Database['pool'],
): Database {
  const onStatement = options.onStatement;
  const dialect = options.tracer === undefined ? given : tracedDialect(given, options.tracer);
  const db = new Kysely<DatabaseSchema>(
    onStatement === undefined ? { dialect } : { dialect, log: (event) => onStatement(event.query.sql) },
  );
  let closing: Promise<void> | null = null;
  return {
    kind,
    db,
    embedded,
    pool,
    listen,
    close: () => (closing ??= db.destroy().then(release)),
  };
}
