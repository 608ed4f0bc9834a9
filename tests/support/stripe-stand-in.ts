import Fastify, { type FastifyInstance } from 'fastify';

/** One request the Stripe SDK sent to the stand-in, its form body decoded. */
export interface StripeRequest {
  readonly method: string;
  readonly path: string;
  readonly form: URLSearchParams;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

/** The card a stand-in SetupIntent was completed with. */
export interface StandInCard {
  readonly paymentMethodId: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

export interface StripeStandIn {
  readonly url: string;
  readonly requests: StripeRequest[];
  /** Makes the SetupIntent `id` one completed with `card`, as Stripe's would be after the owner saved it. */
  completeSetupIntent(id: string, card: StandInCard): void;
  /** Transfers made, one per idempotency key (a retry with the same key gets the first transfer back). */
  readonly transfers: Map<string, StandInTransfer>;
  /** Transfers to this connected account are refused (400), as to a closed account. */
  refuseTransfersTo(accountId: string): void;
  /** The next `count` transfer requests fail with a 500 before anything is transferred. */
  failNextTransfers(count: number): void;
  /** Forgets every idempotency key seen, as Stripe does after about a day; the transfers stay. */
  forgetIdempotencyKeys(): void;
  close(): Promise<void>;
}

export interface StandInTransfer {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly destination: string;
  readonly transfer_group: string | null;
  readonly metadata: Record<string, string>;
}

/** A card payment method as the Stripe API shows one. */
export function stripePaymentMethod(card: StandInCard, customer: string | null = null) {
  return {
    id: card.paymentMethodId,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
  };
}

/**
 * A local HTTP stand-in of the few Stripe API calls the product makes, for the real SDK pointed at it: it records
 * every request exactly as sent and answers like Stripe would, so tests can check what would reach Stripe.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const app: FastifyInstance = Fastify({ logger: false });
  const requests: StripeRequest[] = [];
  const setupIntents = new Map<string, StandInCard>();
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
  app.post<{ Params: { id: string } }>('/v1/customers/:id', async (req) => ({ id: req.params.id, object: 'customer' }));
  app.post('/v1/checkout/sessions', async () => {
    sessions += 1;
    const id = `cs_test_standin_${sessions}`;
    return { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` };
  });
  app.get<{ Params: { id: string } }>('/v1/setup_intents/:id', async (req, reply) => {
    const card = setupIntents.get(req.params.id);
    if (card === undefined) {
      return reply.status(404).send({ error: { type: 'invalid_request_error', message: 'No such setupintent' } });
    }
    return {
      id: req.params.id,
      object: 'setup_intent',
      status: 'succeeded',
      payment_method: stripePaymentMethod(card),
    };
  });
  const connect = connectEndpoints(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    requests,
    completeSetupIntent: (id, card) => setupIntents.set(id, card),
    ...connect,
    close: () => app.close(),
  };
}

/** Stripe Connect's accounts, onboarding links and transfers: transfers keyed by idempotency key, as Stripe does. */
function connectEndpoints(app: FastifyInstance) {
  const transfers = new Map<string, StandInTransfer>();
  const refused = new Set<string>();
  let failures = 0;
  let accounts = 0;
  app.post('/v1/accounts', async () => {
    accounts += 1;
    return { id: `acct_standin_${accounts}`, object: 'account', payouts_enabled: false };
  });
  app.post('/v1/account_links', async (req) => {
    const account = new URLSearchParams(String(req.body)).get('account');
    return { object: 'account_link', url: `https://connect.stripe.test/setup/${account}` };
  });
  app.post('/v1/transfers', async (req, reply) => {
    if (failures > 0) {
      failures -= 1;
      return reply.status(500).send({ error: { type: 'api_error', message: 'Stripe is having a bad day' } });
    }
    const form = new URLSearchParams(String(req.body));
    const destination = form.get('destination') ?? '';
    if (refused.has(destination)) {
      return reply
        .status(400)
        .send({ error: { type: 'invalid_request_error', message: `No such destination: '${destination}'` } });
    }
    const key = String(req.headers['idempotency-key'] ?? `no-key-${transfers.size}`);
    const payoutId = form.get('metadata[payoutId]');
    const transfer = transfers.get(key) ?? {
      id: `tr_standin_${transfers.size + 1}`,
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      destination,
      transfer_group: form.get('transfer_group'),
      metadata: payoutId === null ? {} : { payoutId },
    };
    transfers.set(key, transfer);
    return { ...transfer, object: 'transfer', reversed: false };
  });
  app.get<{ Querystring: { transfer_group?: string } }>('/v1/transfers', async (req) => {
    const group = req.query.transfer_group;
    const data = [...transfers.values()]
      .filter((transfer) => group === undefined || transfer.transfer_group === group)
      .map((transfer) => ({ ...transfer, object: 'transfer', reversed: false }));
    return { object: 'list', url: '/v1/transfers', has_more: false, data };
  });
  return {
    transfers,
    refuseTransfersTo: (accountId: string) => void refused.add(accountId),
    failNextTransfers: (count: number) => void (failures = count),
    forgetIdempotencyKeys: () => {
      const kept = [...transfers.values()];
      transfers.clear();
      kept.forEach((transfer, index) => transfers.set(`forgotten-${index}`, transfer));
    },
  };
}
