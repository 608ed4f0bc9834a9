import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { balanceOf, spendSessions, cardOf, startCardUpdate, startCheckout } from '../../support/payment-operations';
import { stripePaymentMethod } from '../../support/stripe-stand-in';
import { checkoutPaid, deliverStripeEvent, stripeEvent } from '../../support/stripe-webhooks';
import { standInWebhookSecret, useStripeTestApplication } from '../../support/stripe-test-application';

const webhookSecret = standInWebhookSecret;
const today = new Date('2026-11-21T12:00:00Z');

describe('cards and refunds through Stripe (the SDK against a local stand-in)', () => {
  const { testApp, standIn } = useStripeTestApplication({ clock: new FixedClock(today) });

  const deliver = (event: object) => deliverStripeEvent(testApp().app, webhookSecret, event);
  const balance = (owner: SignedUpUser) => balanceOf(testApp().app, owner.token);
  let paymentIntents = 0;

  /** A signed-up owner who has bought `credits` sessions, paid by a PaymentIntent of their own. */
  async function customerWhoBought(credits: number) {
    const owner = await signUp(testApp().app);
    const checkout = await startCheckout(testApp().app, owner, credits);
    paymentIntents += 1;
    const paymentIntent = `pi_standin_${paymentIntents}`;
    expect((await deliver(checkoutPaid(`evt_paid_${checkout.id}`, checkout.id, paymentIntent))).statusCode).toBe(200);
    const customerId = (await cardOf(testApp().app, owner.token)).stripeCustomerId ?? '';
    return { owner, customerId, checkoutId: checkout.id, paymentIntent };
  }

  const card = (paymentMethodId: string, expMonth: number, expYear: number) => ({
    paymentMethodId,
    brand: 'visa',
    last4: '4242',
    expMonth,
    expYear,
  });

  describe('processCardUpdateSession', () => {
    it('opens a setup-mode session for the owner’s own customer, and refuses anyone else’s', async () => {
      const newcomer = await signUp(testApp().app);
      expect(await startCardUpdate(testApp().app, newcomer.token, 'cus_standin_1')).toEqual({ code: 'FORBIDDEN' });

      const { owner, customerId } = await customerWhoBought(1_000);
      const other = await customerWhoBought(1_000);
      expect(await startCardUpdate(testApp().app, owner.token, other.customerId)).toEqual({ code: 'FORBIDDEN' });

      const before = standIn().requests.length;
      const link = await startCardUpdate(testApp().app, owner.token, customerId);
      expect(link).toEqual({ id: expect.stringMatching(/^cs_test_standin_\d+$/), url: expect.any(String) });
      const sent = standIn().requests.slice(before);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions']);
      expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
        mode: 'setup',
        customer: customerId,
        currency: 'gbp',
        'allowed_payment_method_types[0]': 'card',
        client_reference_id: owner.id,
        'metadata[userId]': owner.id,
        success_url: 'http://app.test/payment-method-update-success',
        cancel_url: 'http://app.test/payment-method-update-cancelled',
      });
    });
  });

  describe('saved cards', () => {
    it('keeps the card a completed setup session saved, makes it the default, and follows its new expiry', async () => {
      const { owner, customerId } = await customerWhoBought(1_000);
      expect(await cardOf(testApp().app, owner.token)).toMatchObject({
        hasEnteredPaymentDetails: false,
        cardNearingExpiry: false,
        card: null,
      });
      const link = await startCardUpdate(testApp().app, owner.token, customerId);
      const cardUpdateId = 'id' in link ? link.id : '';
      const setupIntent = `seti_${cardUpdateId}`;
      // Expiring at the end of this month: within 30 days.
      standIn().completeSetupIntent(setupIntent, card(`pm_${cardUpdateId}`, 11, 2026));
      const completed = stripeEvent(`evt_setup_${cardUpdateId}`, 'checkout.session.completed', {
        id: cardUpdateId,
        object: 'checkout.session',
        mode: 'setup',
        customer: customerId,
        setup_intent: setupIntent,
      });
      const before = standIn().requests.length;
      expect((await deliver(completed)).json()).toEqual({ received: true, outcome: 'handled' });
      const sent = standIn().requests.slice(before);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /v1/setup_intents/${setupIntent}?expand[0]=payment_method`,
        `POST /v1/customers/${customerId}`,
      ]);
      expect(sent[1]?.form.get('invoice_settings[default_payment_method]')).toBe(`pm_${cardUpdateId}`);
      expect(await cardOf(testApp().app, owner.token)).toEqual({
        stripeCustomerId: customerId,
        hasEnteredPaymentDetails: true,
        cardNearingExpiry: true,
        card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2026 },
      });
      expect((await deliver(completed)).json()).toMatchObject({ outcome: 'duplicate' });

      // The card network renews the card: Stripe updates its expiry, and the warning goes.
      const renewed = stripePaymentMethod(card(`pm_${cardUpdateId}`, 11, 2029), customerId);
      const update = stripeEvent(`evt_renewed_${cardUpdateId}`, 'payment_method.automatically_updated', renewed);
      expect((await deliver(update)).json()).toMatchObject({ outcome: 'handled' });
      expect(await cardOf(testApp().app, owner.token)).toMatchObject({
        cardNearingExpiry: false,
        card: { expMonth: 11, expYear: 2029 },
      });
    });

    it('keeps the card a purchase attached to the customer; ignores cards of customers and methods it does not know', async () => {
      const { owner, customerId } = await customerWhoBought(1_000);
      const method = stripePaymentMethod(card(`pm_attached_${owner.id}`, 1, 2027), customerId);
      const attached = await deliver(stripeEvent(`evt_attached_${owner.id}`, 'payment_method.attached', method));
      expect(attached.json()).toMatchObject({ outcome: 'handled' });
      expect(await cardOf(testApp().app, owner.token)).toMatchObject({
        hasEnteredPaymentDetails: true,
        cardNearingExpiry: false,
        card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2027 },
      });

      const stranger = stripePaymentMethod(card(`pm_stranger_${owner.id}`, 1, 2027), 'cus_nobody');
      const unknown = await deliver(stripeEvent(`evt_stranger_${owner.id}`, 'payment_method.attached', stranger));
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toMatchObject({ outcome: 'unknown' });
      const loose = stripePaymentMethod(card(`pm_loose_${owner.id}`, 2, 2030));
      const changed = await deliver(stripeEvent(`evt_loose_${owner.id}`, 'payment_method.updated', loose));
      expect(changed.json()).toMatchObject({ outcome: 'ignored' });
      expect((await cardOf(testApp().app, owner.token)).card).toMatchObject({ expMonth: 1, expYear: 2027 });
    });
  });

  describe('charge.refunded', () => {
    const refunded = (eventId: string, paymentIntent: string, amount: number, amountRefunded: number) =>
      stripeEvent(eventId, 'charge.refunded', {
        id: `ch_${paymentIntent}`,
        object: 'charge',
        payment_intent: paymentIntent,
        amount,
        amount_refunded: amountRefunded,
        refunded: amount === amountRefunded,
      });

    async function refundsOf(checkoutId: string) {
      return testApp()
        .db.database.db.selectFrom('checkouts')
        .select(['refunded_minor', 'sessions_reversed', 'sessions_written_off'])
        .where('id', '=', checkoutId)
        .executeTakeFirstOrThrow();
    }

    it('takes back a full refund’s sessions once, however often the refund is delivered', async () => {
      const { owner, checkoutId, paymentIntent } = await customerWhoBought(5_000);
      const before = await balance(owner);
      const refund = refunded(`evt_refund_${checkoutId}`, paymentIntent, 2_500, 2_500);
      const deliveries = await Promise.all([deliver(refund), deliver(refund)]);
      expect(deliveries.map((reply) => reply.statusCode)).toEqual([200, 200]);
      expect(deliveries.map((reply) => reply.json().outcome).sort()).toEqual(['duplicate', 'handled']);
      expect(await balance(owner)).toBe(before - 5_000);
      // The same refund told again under another event id takes nothing more either.
      await deliver(refunded(`evt_refund_again_${checkoutId}`, paymentIntent, 2_500, 2_500));
      expect(await balance(owner)).toBe(before - 5_000);
      expect(await refundsOf(checkoutId)).toEqual({
        refunded_minor: 2_500,
        sessions_reversed: 5_000,
        sessions_written_off: 0,
      });
    });

    it('reverses only what is unspent and writes off the rest, across a partial then a full refund', async () => {
      const { owner, checkoutId, paymentIntent } = await customerWhoBought(5_000);
      const start = await balance(owner);
      await deliver(refunded(`evt_half_${checkoutId}`, paymentIntent, 2_500, 1_250));
      expect(await balance(owner)).toBe(start - 2_500);

      // Visitors spend all but 500 of what is left, then the rest of the payment is refunded.
      await spendSessions(testApp().db.database.db, owner, start - 2_500 - 500, today);
      await deliver(refunded(`evt_rest_${checkoutId}`, paymentIntent, 2_500, 2_500));
      expect(await balance(owner)).toBe(0);
      expect(await refundsOf(checkoutId)).toEqual({
        refunded_minor: 2_500,
        sessions_reversed: 3_000,
        sessions_written_off: 2_000,
      });
      const entries = await testApp()
        .db.database.db.selectFrom('credit_ledger')
        .select(['reference', 'amount'])
        .where('user_id', '=', owner.id)
        .where('reason', '=', 'refund')
        .orderBy(sql`created_at, amount`)
        .execute();
      expect(entries.map((e) => e.amount).sort()).toEqual([-2_500, -500]);
    });

    it('acknowledges a refund of a payment it never took', async () => {
      const reply = await deliver(refunded('evt_refund_stranger', 'pi_nowhere', 1_000, 1_000));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ outcome: 'unknown' });
    });
  });
});
