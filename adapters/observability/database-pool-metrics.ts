import { Gauge, type Registry } from 'prom-client';

/** A PostgreSQL pool's use right now (pg's Pool has these counts). */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

/**
 * The database pool's connections, read from the pool at each scrape rather than tracked on every query, so that
 * queries pay nothing for them. Only for PostgreSQL: embedded PGlite has no pool, and reports none of these.
 */
export function registerDatabasePoolMetrics(
  registry: Registry,
  pool: { readonly use: PoolUse; readonly max: number },
): void {
  new Gauge({
    name: 'splitpenny_database_pool_connections',
    help: 'Connections in the PostgreSQL pool, by state: busy (running a query or transaction) or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'busy' }, pool.use.totalCount - pool.use.idleCount);
      this.set({ state: 'idle' }, pool.use.idleCount);
    },
  });
  new Gauge({
    name: 'splitpenny_database_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE)',
    registers: [registry],
    collect() {
      this.set(pool.max);
    },
  });
  new Gauge({
    name: 'splitpenny_database_pool_waiting_queries',
    help: 'Queries waiting for a connection of the PostgreSQL pool: above 0 for long, the pool is too small',
    registers: [registry],
    collect() {
      this.set(pool.use.waitingCount);
    },
  });
}
