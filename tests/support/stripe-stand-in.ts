import Fastify, { type FastifyInstance } from 'fastify';

/** One request the Stripe SDK sent to the stand-in, its form body decoded. */
export interface StripeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: URLSearchParams;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

export interface StripeStandIn {
  readonly url: string;
  readonly requests: StripeRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP stand-in of the few Stripe API calls the product makes, for the real SDK pointed at it: it records
 * every request exactly as sent and answers like Stripe would, so tests can check what would reach Stripe.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const app: FastifyInstance = Fastify({ logger: false });
  const requests: StripeRequest[] = [];
  let customers = 0;
  let sessions = 0;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.addHook('preHandler', async (req) => {
    requests.push({
      method: req.method,
      path: req.url,
      form: new URLSearchParams(typeof req.body === 'string' ? req.body : ''),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    });
  });
  app.post('/v1/customers', async () => {
    customers += 1;
    return { id: `cus_standin_${customers}`, object: 'customer' };
  });
  app.post('/v1/checkout/sessions', async () => {
    sessions += 1;
    const id = `cs_test_standin_${sessions}`;
    return { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, requests, close: () => app.close() };
}
