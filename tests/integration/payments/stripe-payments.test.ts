import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { balanceOf, startCheckout } from '../../support/payment-operations';
import { checkoutPaid, deliverStripeEvent, forgedSignature, stripeEvent } from '../../support/stripe-webhooks';
import { standInWebhookSecret, useStripeTestApplication } from '../../support/stripe-test-application';

const webhookSecret = standInWebhookSecret;

describe('payments through Stripe (the SDK against a local stand-in)', () => {
  const { testApp, standIn } = useStripeTestApplication();

  const balance = (token: string) => balanceOf(testApp().app, token);
  const buy = async (token: string, email: string, credits: number) =>
    (await startCheckout(testApp().app, { token, email }, credits)).id;

  const deliver = (event: object, signature?: string) =>
    deliverStripeEvent(testApp().app, webhookSecret, event, signature);
  const paid = (eventId: string, checkoutId: string) => checkoutPaid(eventId, checkoutId);

  it('creates the customer once and a payment-mode checkout for the exact amount, with its metadata', async () => {
    const owner = await signUp(testApp().app);
    const before = standIn().requests.length;
    const checkoutId = await buy(owner.token, owner.email, 25_000);
    const sent = standIn().requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    const [customer, session] = sent;
    expect(customer?.authorization).toBe('Bearer sk_test_standin');
    expect(Object.fromEntries(customer?.form ?? [])).toEqual({ email: owner.email, 'metadata[userId]': owner.id });
    expect(customer?.idempotencyKey).toBe(`customer-${owner.id}`);
    expect(Object.fromEntries(session?.form ?? [])).toEqual({
      mode: 'payment',
      customer: 'cus_standin_1',
      client_reference_id: owner.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '11000',
      'line_items[0][price_data][product_data][name]': '25,000 Splitpenny test sessions',
      'metadata[userId]': owner.id,
      'metadata[credits]': '25000',
      'metadata[priceVersion]': '2026-11',
      'payment_intent_data[setup_future_usage]': 'off_session',
      success_url: 'http://app.test/payment-success?checkout={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/payment-cancelled',
    });
    expect(checkoutId).toMatch(/^cs_test_standin_\d+$/);

    // The second purchase reuses the customer kept from the first.
    const again = standIn().requests.length;
    await buy(owner.token, owner.email, 1_000);
    expect(
      standIn()
        .requests.slice(again)
        .map((r) => r.path),
    ).toEqual(['/v1/checkout/sessions']);
    expect(standIn().requests.at(-1)?.form.get('customer')).toBe('cus_standin_1');
  });

  it('credits a paid checkout once: a replayed event and two deliveries at once change nothing more', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const checkoutId = await buy(owner.token, owner.email, 5_000);
    expect(await balance(owner.token)).toBe(before);

    const first = await deliver(paid('evt_paid_1', checkoutId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await balance(owner.token)).toBe(before + 5_000);

    expect((await deliver(paid('evt_paid_1', checkoutId))).json()).toMatchObject({ outcome: 'duplicate' });
    const racing = await Promise.all([
      deliver(paid('evt_paid_2', checkoutId)),
      deliver(paid('evt_paid_2', checkoutId)),
    ]);
    expect(racing.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(await balance(owner.token)).toBe(before + 5_000);
    const receipts = await emailsTo(
      testApp().db.database.db,
      owner.email,
      'Your Splitpenny receipt: 5,000 test sessions',
    );
    expect(receipts).toHaveLength(1);
  });

  it('refuses a bad signature with 400 and changes nothing; acknowledges and ignores unknown event types', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const checkoutId = await buy(owner.token, owner.email, 5_000);
    const forged = forgedSignature(paid('evt_forged', checkoutId));
    const refused = await deliver(paid('evt_forged', checkoutId), forged);
    expect(refused.statusCode).toBe(400);
    const unsigned = await testApp().app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paid('evt_unsigned', checkoutId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(owner.token)).toBe(before);

    const unknown = await deliver(stripeEvent('evt_other', 'customer.updated', {}));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ outcome: 'ignored' });
    // The forged event's id was never recorded: the genuine delivery of it still counts.
    expect((await deliver(paid('evt_forged', checkoutId))).json()).toMatchObject({ outcome: 'handled' });
    expect(await balance(owner.token)).toBe(before + 5_000);
  });

  it('marks a checkout whose delayed payment failed, adds nothing, and will not credit it later', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const checkoutId = await buy(owner.token, owner.email, 5_000);
    const failed = await deliver(
      stripeEvent('evt_failed_1', 'checkout.session.async_payment_failed', {
        id: checkoutId,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
      }),
    );
    expect(failed.json()).toMatchObject({ outcome: 'handled' });
    const read = await postGraphql<{ checkout: { status: string } }>(
      testApp().app,
      'query($id: ID!) { checkout(id: $id) { status } }',
      { id: checkoutId },
      { bearer: owner.token },
    );
    expect(read.data?.checkout.status).toBe('FAILED');
    expect(await balance(owner.token)).toBe(before);
  });

  it('acknowledges and ignores paid sessions of another product on the same Stripe account', async () => {
    // No metadata at all, and metadata naming a user this server does not have: neither is retried for days.
    const bare = await deliver(paid('evt_other_product_1', 'cs_test_other_product_1'));
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ received: true, outcome: 'ignored' });
    const theirs = checkoutPaid('evt_other_product_2', 'cs_test_other_product_2', 'pi_other', {
      amount_total: 1_999,
      currency: 'gbp',
      metadata: { userId: 'customer-42', credits: '5000', priceVersion: 'theirs' },
    });
    expect((await deliver(theirs)).json()).toEqual({ received: true, outcome: 'ignored' });
    const stranger = checkoutPaid('evt_other_product_3', 'cs_test_other_product_3', 'pi_other_3', {
      metadata: { userId: crypto.randomUUID() },
    });
    expect((await deliver(stranger)).statusCode).toBe(200);
  });

  it('rebuilds from its metadata a checkout whose row was never written, and credits it once', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const requestsBefore = standIn().requests.length;
    const checkoutId = await buy(owner.token, owner.email, 5_000);
    const session = standIn()
      .requests.slice(requestsBefore)
      .find((r) => r.path === '/v1/checkout/sessions');
    // The server stopped after Stripe opened the payment page and before the checkouts row was committed.
    await testApp().db.database.db.deleteFrom('checkouts').where('id', '=', checkoutId).execute();
    const metadata = {
      userId: session?.form.get('metadata[userId]'),
      credits: session?.form.get('metadata[credits]'),
      priceVersion: session?.form.get('metadata[priceVersion]'),
    };
    const event = (id: string) =>
      checkoutPaid(id, checkoutId, `pi_${checkoutId}`, { amount_total: 2_500, currency: 'gbp', metadata });

    const first = await deliver(event('evt_rebuilt_1'));
    expect(first.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await balance(owner.token)).toBe(before + 5_000);
    const racing = await Promise.all([deliver(event('evt_rebuilt_2')), deliver(event('evt_rebuilt_2'))]);
    expect(racing.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(await balance(owner.token)).toBe(before + 5_000);
    const read = await postGraphql<{ checkout: { status: string } }>(
      testApp().app,
      'query($id: ID!) { checkout(id: $id) { status } }',
      { id: checkoutId },
      { bearer: owner.token },
    );
    expect(read.data?.checkout.status).toBe('COMPLETED');
    const row = await testApp()
      .db.database.db.selectFrom('checkouts')
      .select(['user_id', 'provider', 'sessions', 'amount_minor', 'price_version', 'payment_reference'])
      .where('id', '=', checkoutId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_id: owner.id,
      provider: 'stripe',
      sessions: 5_000,
      amount_minor: 2_500,
      price_version: '2026-11',
      payment_reference: `pi_${checkoutId}`,
    });
  });

  it('answers 500 for a paid session naming one of its users that it cannot credit, so Stripe retries it', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    // The purchase is missing from the metadata: crediting a guess would be worse than being told again.
    const event = checkoutPaid('evt_ours_unknown', 'cs_test_lost', 'pi_lost', { metadata: { userId: owner.id } });
    expect((await deliver(event)).statusCode).toBe(500);
    expect((await deliver(event)).statusCode).toBe(500);
    expect(await balance(owner.token)).toBe(before);
  });

  it('serves no local checkout when Stripe takes the payments: a checkout cannot be paid around Stripe', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const checkoutId = await buy(owner.token, owner.email, 5_000);
    const reply = await testApp().app.inject({ method: 'POST', url: `/checkout/local/${checkoutId}/pay` });
    expect(reply.statusCode).toBe(404);
    expect(await balance(owner.token)).toBe(before);
  });
});
