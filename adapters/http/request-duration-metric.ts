import { Histogram, type Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';

/** Seconds: from a cached tracking answer (well under a millisecond) to a slow report (seconds). */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Operation names come from clients, so they would let anyone grow the metric without end: only the names of
 * operations that parsed and validated against the schema ever get here (adapters/graphql/operation-name.ts), and of
 * those only the first `maxOperationNames` distinct ones are kept; any later one is counted as `other`. The app's
 * own operations are a few dozen, all seen soon after start.
 */
export const maxOperationNames = 100;

/** The label of a request without a route (a 404 no route matched): never its raw URL, which is unbounded. */
const unmatchedRoute = '(unmatched)';

type Observer = { observe(value: number): void };

/**
 * `splitpenny_http_request_duration_seconds`, by method, route pattern, status code and GraphQL operation, observed
 * as each response finishes. The labelled series are looked up in nested maps rather than through prom-client's
 * label objects, so that a request allocates nothing once its series exists.
 */
export function registerRequestDurationMetric(app: FastifyInstance, registry: Registry): void {
  const histogram = new Histogram({
    name: 'splitpenny_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern, status code and GraphQL operation name',
    labelNames: ['method', 'route', 'status_code', 'operation'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const series = new Map<string, Map<string, Map<number, Map<string, Observer>>>>();
  const operations = new Set<string>();

  const operationLabel = (name: string | null): string => {
    if (name === null) return '';
    if (operations.has(name)) return name;
    if (operations.size >= maxOperationNames) return 'other';
    operations.add(name);
    return name;
  };

  const observerOf = (route: string, method: string, status: number, operation: string): Observer => {
    let byMethod = series.get(route);
    if (byMethod === undefined) series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let byOperation = byStatus.get(status);
    if (byOperation === undefined) byStatus.set(status, (byOperation = new Map()));
    let observer = byOperation.get(operation);
    if (observer === undefined)
      byOperation.set(operation, (observer = histogram.labels(method, route, String(status), operation)));
    return observer;
  };

  app.addHook('onResponse', (req, reply, done) => {
    const operation = operationLabel(req.requestContext?.operationName ?? null);
    observerOf(req.routeOptions.url ?? unmatchedRoute, req.method, reply.statusCode, operation).observe(
      reply.elapsedTime / 1000,
    );
    done();
  });
}
