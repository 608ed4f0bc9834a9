import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../logging/redact-secrets';
import { healthPaths } from './health-route';

/**
 * One log line per completed request, in place of Fastify's own pair of lines, whose serializer would log the
 * raw URL, reset-link tokens included: here the URL's query is scrubbed of secrets (a GET /graphql's password
 * variables, the visual editor's link token: logging/redact-secrets.ts). Headers (Authorization) are never logged.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? '';
    const level = reply.statusCode >= 500 ? 'error' : routineRoutes.test(route) ? 'debug' : 'info';
    // Health checks arrive every few seconds from the load balancer; only a failing one is worth a line.
    if ((level !== 'error' && isHealthCheck(route)) || !isEnabled(level, req.log.level)) return;
    const line = {
      req: { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    req.log[level](line, level === 'error' ? 'request failed' : 'request completed');
  });
}

const healthRoutes: ReadonlySet<string> = new Set(healthPaths);

function isHealthCheck(route: string): boolean {
  return healthRoutes.has(route);
}

/**
 * The tracking script's calls come with every page view of every customer site, and Prometheus scrapes /metrics
 * every few seconds: logged only at debug level.
 */
const routineRoutes = /^\/(api\/track\/|scripts\/tracking\/|metrics$)/;

const severity: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Whether a logger at `current` writes `level` lines (`silent` writes none), so that unused lines cost nothing. */
function isEnabled(level: 'debug' | 'info' | 'error', current: string): boolean {
  return (severity[level] ?? 0) >= (severity[current] ?? Number.POSITIVE_INFINITY);
}
