import type { FastifyInstance } from 'fastify';

/**
 * Responses finished while the server is closing say `Connection: close`, so keep-alive clients let go of their
 * socket at once. Without it a request in flight at shutdown leaves its connection open, and closing waits for the
 * keep-alive timeout.
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
