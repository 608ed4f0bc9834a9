import { Registry } from 'prom-client';

/**
 * The Prometheus registry of one application: every metric the process reports is registered here, and /metrics
 * serves it. One per application rather than prom-client's global one, so that several applications in one process
 * (the test suite builds many) never register the same metric twice.
 */
export function createMetricsRegistry(): Registry {
  return new Registry();
}
