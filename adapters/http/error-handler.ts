import { STATUS_CODES } from 'node:http';
import { inspect } from 'node:util';
import type { FastifyInstance } from 'fastify';

/**
 * The one place HTTP errors become responses. Client errors keep their message (it names the problem);
 * server errors are logged with their message and stack and answered with a generic body, so no detail leaks.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: unknown, req, reply) => {
    const error = asError(thrown);
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    const status = typeof statusCode === 'number' && statusCode >= 400 ? statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, `request failed: ${error.message}`);
      return reply
        .status(status)
        .send({ error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    }
    return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Bad Request', message: error.message });
  });
}

/** Anything can be thrown; the log needs an Error, whose message and stack pino writes out. */
function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(`non-Error thrown: ${typeof thrown === 'string' ? thrown : inspect(thrown, { depth: 3 })}`);
}
