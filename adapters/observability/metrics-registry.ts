import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The Prometheus registry of one application: every metric the process reports is registered here, and /metrics
 * serves it. One per application rather than prom-client's global one, so that several applications in one process
 * (the test suite builds many) never register the same metric twice.
 */
export function createMetricsRegistry(): Registry {
  return new Registry();
}

/**
 * prom-client's process metrics (CPU, memory, heap, event loop delay, handles, garbage collection), named as every
 * Node.js dashboard expects (`process_*`, `nodejs_*`). Added by the serving process only: each call starts its own
 * event loop monitor, which the many applications a test run builds have no use for.
 */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
}
