import type { FastifyInstance } from 'fastify';
import { isSecretField, redactedText, withoutSecrets } from '../logging/secret-fields';
import { healthPaths } from './health-route';

/** Query parameters holding JSON (a GET /graphql's), whose secret fields are redacted inside. */
const jsonParameters = new Set(['variables', 'extensions']);

/**
 * The URL with secret query values replaced, so it can be logged: a reset link's `token`, and a password in the
 * variables of a GraphQL query sent by GET.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const [name, value] of [...params.entries()]) {
    const safe = isSecretField(name) ? redactedText : jsonParameters.has(name) ? jsonWithoutSecrets(value) : value;
    if (safe !== value) {
      params.set(name, safe);
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** JSON text with its secret fields redacted; text that is not JSON is withheld whole, as it cannot be checked. */
function jsonWithoutSecrets(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    const safe = JSON.stringify(withoutSecrets(parsed));
    return safe === JSON.stringify(parsed) ? text : safe;
  } catch {
    return redactedText;
  }
}

/**
 * One log line per completed request, in place of Fastify's own pair of lines, whose serializer would log the
 * raw URL, reset-link tokens included. Headers (Authorization) are never logged.
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
