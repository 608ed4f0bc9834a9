import type { FastifyInstance } from 'fastify';

/** Query parameters whose values are secrets (reset links carry `token`). */
const secretParameters = new Set(['token', 'password', 'secret', 'key', 'apikey', 'api_key', 'access_token']);

/** The URL with secret query values replaced, so it can be logged. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const name of [...params.keys()]) {
    if (secretParameters.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/**
 * One log line per completed request, in place of Fastify's own pair of lines, whose serializer would log the
 * raw URL, reset-link tokens included. Headers (Authorization) are never logged.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    // Health checks arrive every few seconds from the load balancer; only a failing one is worth a line.
    if (req.routeOptions.url === '/healthz' && reply.statusCode < 500) return;
    const line = {
      req: { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (reply.statusCode >= 500) req.log.error(line, 'request failed');
    else req.log.info(line, 'request completed');
  });
}
