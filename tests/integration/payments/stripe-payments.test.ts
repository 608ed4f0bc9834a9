import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { balanceOf, startCheckout } from '../../support/payment-operations';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';
import { checkoutPaid, deliverStripeEvent, forgedSignature, stripeEvent } from '../../support/stripe-webhooks';
import { useTestApplication } from '../../support/test-application';

const webhookSecret = 'whsec_standin_secret';

describe('payments through Stripe (the SDK against a local stand-in)', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });
  const testApp = useTestApplication(() => ({
    publicUrl: 'http://app.test',
    payments: { provider: 'stripe', secretKey: 'sk_test_standin', webhookSecret, apiUrl: standIn.url },
  }));

  const balance = (token: string) => balanceOf(testApp().app, token);
  const buy = async (token: string, email: string, credits: number) =>
    (await startCheckout(testApp().app, { token, email }, credits)).id;

  const deliver = (event: object, signature?: string) =>
    deliverStripeEvent(testApp().app, webhookSecret, event, signature);
  const paid = (eventId: string, checkoutId: string) => checkoutPaid(eventId, checkoutId);

  it('creates the customer once and a payment-mode checkout for the exact amount, with its metadata', async () => {
    const owner = await signUp(testApp().app);
    const before = standIn.requests.length;
    const checkoutId = await buy(owner.token, owner.email, 25_000);
    const sent = standIn.requests.slice(before);
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
    const again = standIn.requests.length;
    await buy(owner.token, owner.email, 1_000);
    expect(standIn.requests.slice(again).map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(standIn.requests.at(-1)?.form.get('customer')).toBe('cus_standin_1');
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

  it('answers 500 for a paid checkout it does not know, so Stripe delivers it again', async () => {
    const reply = await deliver(paid('evt_unknown_checkout', 'cs_test_nowhere'));
    expect(reply.statusCode).toBe(500);
    expect((await deliver(paid('evt_unknown_checkout', 'cs_test_nowhere'))).statusCode).toBe(500);
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
