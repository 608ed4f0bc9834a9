import { SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * A dialect whose every statement, transaction control included, is a client span of `tracer` (under whatever span
 * is active: the request's, the GraphQL operation's). Made around Kysely's driver rather than by patching `pg`, so
 * that it works in the bundled server and on PGlite alike; only used when tracing is on, so that otherwise a
 * statement pays nothing for it.
 */
export function tracedDialect(dialect: Dialect, tracer: Tracer): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new TracedDriver(dialect.createDriver(), tracer),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

type CompileQuery = QueryCompiler['compileQuery'];

class TracedDriver implements Driver {
  /** One traced face per connection the driver hands out (PGlite hands out the same one again and again). */
  private readonly traced = new WeakMap<DatabaseConnection, DatabaseConnection>();
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly driver: Driver,
    private readonly tracer: Tracer,
  ) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
    if (savepoint) this.savepoint = (c, name, compile: CompileQuery) => savepoint.call(driver, c, name, compile);
    if (rollbackToSavepoint) {
      this.rollbackToSavepoint = (c, name, compile: CompileQuery) => rollbackToSavepoint.call(driver, c, name, compile);
    }
    if (releaseSavepoint) {
      this.releaseSavepoint = (c, name, compile: CompileQuery) => releaseSavepoint.call(driver, c, name, compile);
    }
  }

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    let traced = this.traced.get(connection);
    if (traced === undefined) {
      traced = tracedConnection(connection, this.tracer);
      this.traced.set(connection, traced);
      this.inner.set(traced, connection);
    }
    return traced;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  /** The driver's own connection: pg's release goes through a private method the traced face does not have. */
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.inner.get(connection) ?? connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

function tracedConnection(connection: DatabaseConnection, tracer: Tracer): DatabaseConnection {
  return {
    executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
      tracer.startActiveSpan(
        operationOf(query.sql),
        { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': query.sql } },
        async (span) => {
          try {
            return await connection.executeQuery<R>(query);
          } catch (error) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : 'failed' });
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    streamQuery: <R>(query: CompiledQuery, chunkSize: number) => connection.streamQuery<R>(query, chunkSize),
  };
}

/**
 * The span's name: the statement's first keyword (SELECT, INSERT, BEGIN…), after any leading comment such as the
 * mark of a prepared statement. The text itself, with `$1` placeholders and never the values, is an attribute.
 */
export function operationOf(sql: string): string {
  const keyword = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*([a-zA-Z]+)/.exec(sql)?.[1];
  return keyword === undefined ? 'SQL' : keyword.toUpperCase();
}
