import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * The one place HTTP errors become responses. Client errors keep their message (it names the problem);
 * server errors are logged with their stack and answered with a generic body, so no detail leaks.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .send({ error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    }
    return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Bad Request', message: error.message });
  });
}
