import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { captureLogs } from '../../support/capture-logs';
import { balanceOf, startCheckout } from '../../support/payment-operations';
import { checkoutPaid, deliverStripeEvent } from '../../support/stripe-webhooks';
import { standInWebhookSecret, useStripeTestApplication } from '../../support/stripe-test-application';

const logs = captureLogs();

/** The log lines that tell an operator of a payment taken and not credited. */
function refusalsLogged(checkoutId: string): Record<string, unknown>[] {
  return logs
    .text()
    .split('\n')
    .filter((line) => line.includes('"paymentRefused"') && line.includes(checkoutId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Correctly signed checkout.session.completed events that are not what this server's checkouts send: sessions
 * made elsewhere (another account, or this one by hand) whose metadata names one of its users.
 */
describe('payments credited only as paid', () => {
  const { testApp } = useStripeTestApplication({ logger: logs.logger });
  const deliver = (event: object) => deliverStripeEvent(testApp().app, standInWebhookSecret, event);
  const balance = (token: string) => balanceOf(testApp().app, token);
  const checkoutRow = (id: string) =>
    testApp().db.database.db.selectFrom('checkouts').select(['status']).where('id', '=', id).executeTakeFirst();

  /** A session this server never made: its id, and metadata that claims `credits` at the prices in force. */
  const foreign = (eventId: string, userId: string, credits: number, session: Record<string, unknown>) =>
    checkoutPaid(eventId, `cs_test_${eventId}`, `pi_${eventId}`, {
      currency: 'gbp',
      metadata: { userId, credits: String(credits), priceVersion: '2026-11' },
      ...session,
    });

  it('credits nothing for a million sessions paid 1p, acknowledges it, and tells the operator', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const event = foreign('evt_penny', owner.id, 1_000_000, { amount_total: 1 });

    const reply = await deliver(event);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ received: true, outcome: 'refused' });
    // Delivered again (Stripe retries whatever it likes): still nothing.
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await balance(owner.token)).toBe(before);
    expect(await checkoutRow('cs_test_evt_penny')).toBeUndefined();

    const [logged, ...more] = refusalsLogged('cs_test_evt_penny');
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      level: 50,
      paymentRefused: {
        eventId: 'evt_penny',
        userId: owner.id,
        claimed: { sessions: 1_000_000, priceVersion: '2026-11' },
        paid: { amountMinor: 1, currency: 'GBP' },
        mismatch: { kind: 'AmountNotAsPriced', expectedMinor: 311_000, expectedCurrency: 'GBP' },
      },
    });
    expect(String(logged?.msg)).toContain('credited nothing');
  });

  it.each<[string, number, Record<string, unknown>, string]>([
    ['a little less than the price', 5_000, { amount_total: 2_499 }, 'AmountNotAsPriced'],
    ['more than the price', 5_000, { amount_total: 2_501 }, 'AmountNotAsPriced'],
    ['fewer sessions than any checkout sells', 999, { amount_total: 500 }, 'NotPurchasable'],
    [
      'prices that are not in force',
      5_000,
      { amount_total: 100, metadata: { credits: '5000', priceVersion: '2020-01' } },
      'PriceVersionUnknown',
    ],
  ])('credits nothing for %s', async (_name, credits, session, kind) => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const eventId = `evt_${kind}_${credits}_${String(session.amount_total)}`;
    const event = foreign(eventId, owner.id, credits, session);
    if (session.metadata !== undefined) {
      Object.assign((event.data.object as { metadata: object }).metadata, { userId: owner.id });
    }
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'refused' });
    expect(await balance(owner.token)).toBe(before);
    expect(refusalsLogged(`cs_test_${eventId}`)).toMatchObject([{ paymentRefused: { mismatch: { kind } } }]);
  });

  it("credits nothing for a session paid to another Stripe account (a connected account's event)", async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    // Correctly priced, even: the money is the connected account's, not this platform's.
    const event = { ...foreign('evt_connected', owner.id, 5_000, { amount_total: 2_500 }), account: 'acct_affiliate' };
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'refused' });
    expect(await balance(owner.token)).toBe(before);
    expect(refusalsLogged('cs_test_evt_connected')).toMatchObject([
      { paymentRefused: { mismatch: { kind: 'PaidElsewhere', account: 'acct_affiliate' } } },
    ]);
  });

  it('credits nothing for a checkout of its own paid another amount than it asked, and leaves it open', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const { id } = await startCheckout(testApp().app, owner, 5_000);
    const reply = await deliver(checkoutPaid('evt_short', id, 'pi_short', { amount_total: 25, currency: 'gbp' }));
    expect(reply.json()).toEqual({ received: true, outcome: 'refused' });
    expect(await balance(owner.token)).toBe(before);
    expect(await checkoutRow(id)).toEqual({ status: 'open' });

    // Paid as asked, it is credited.
    const paid = await deliver(checkoutPaid('evt_full', id, 'pi_full', { amount_total: 2_500, currency: 'gbp' }));
    expect(paid.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await balance(owner.token)).toBe(before + 5_000);
  });

  it('still credits a checkout rebuilt from its metadata when the amount paid is the price, in pounds or converted', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const inPounds = await deliver(foreign('evt_priced', owner.id, 25_000, { amount_total: 11_000 }));
    expect(inPounds.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await balance(owner.token)).toBe(before + 25_000);

    // Adaptive Pricing: the customer paid in euros; the session's own currency and amount are in the conversion.
    const converted = await deliver(
      foreign('evt_converted', owner.id, 5_000, {
        amount_total: 2_912,
        currency: 'eur',
        currency_conversion: { amount_subtotal: 2_500, amount_total: 2_500, fx_rate: '1.1648', source_currency: 'gbp' },
      }),
    );
    expect(converted.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await balance(owner.token)).toBe(before + 30_000);
    expect(refusalsLogged('cs_test_evt_priced')).toEqual([]);
  });
});
