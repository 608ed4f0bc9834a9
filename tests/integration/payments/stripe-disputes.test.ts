import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { dashboardOf, signUpReferredBy } from '../../support/affiliate-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { balanceOf, spendSessions, startCheckout } from '../../support/payment-operations';
import { checkoutPaid, deliverStripeEvent, stripeEvent } from '../../support/stripe-webhooks';
import { standInWebhookSecret, useStripeTestApplication } from '../../support/stripe-test-application';

const webhookSecret = standInWebhookSecret;
const today = new Date('2026-11-21T12:00:00Z');

describe('disputes (chargebacks) through Stripe (the SDK against a local stand-in)', () => {
  const { testApp } = useStripeTestApplication({ clock: new FixedClock(today) });
  const app = () => testApp().app;
  const deliver = async (event: object) => {
    const reply = await deliverStripeEvent(app(), webhookSecret, event);
    expect(reply.statusCode).toBe(200);
    return (reply.json() as { outcome: string }).outcome;
  };
  const balance = (owner: SignedUpUser) => balanceOf(app(), owner.token);
  let events = 0;
  const eventId = (label: string) => `evt_${label}_${(events += 1)}`;

  /** An affiliate and the user they referred, who bought `credits` sessions paid by their own PaymentIntent. */
  async function referredPurchase(credits: number) {
    const affiliate = await signUp(app());
    const owner = await signUpReferredBy(app(), affiliate.id);
    const checkout = await startCheckout(app(), owner, credits);
    const paymentIntent = `pi_${checkout.id}`;
    expect(await deliver(checkoutPaid(eventId('paid'), checkout.id, paymentIntent))).toBe('handled');
    return { affiliate, owner, checkoutId: checkout.id, paymentIntent, disputeId: `dp_${checkout.id}` };
  }

  const dispute = (type: 'created' | 'closed', id: string, paymentIntent: string, amount: number, status: string) =>
    stripeEvent(eventId(`dispute_${type}`), `charge.dispute.${type}`, {
      id,
      object: 'dispute',
      amount,
      currency: 'gbp',
      charge: `ch_${paymentIntent}`,
      payment_intent: paymentIntent,
      status,
    });

  const pendingCommission = async (affiliate: SignedUpUser) =>
    (await dashboardOf(app(), affiliate.token)).affiliateBalancePending;

  async function disputeRow(id: string) {
    return testApp()
      .db.database.db.selectFrom('payment_disputes')
      .select(['status', 'amount_minor', 'sessions_reversed', 'sessions_written_off'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  it('takes back the sessions and the commission when a dispute opens, once; a lost one keeps them taken', async () => {
    const { affiliate, owner, paymentIntent, disputeId } = await referredPurchase(20_000); // £90.00
    const paid = await balance(owner);
    expect(await pendingCommission(affiliate)).toBe(2_700);

    const opened = dispute('created', disputeId, paymentIntent, 9_000, 'needs_response');
    const [first, second] = await Promise.all([deliver(opened), deliver(opened)]);
    expect([first, second].sort()).toEqual(['duplicate', 'handled']);
    // The same dispute told again under another event id takes nothing more.
    expect(await deliver(dispute('created', disputeId, paymentIntent, 9_000, 'needs_response'))).toBe('handled');
    expect(await balance(owner)).toBe(paid - 20_000);
    expect(await pendingCommission(affiliate)).toBe(0);

    expect(await deliver(dispute('closed', disputeId, paymentIntent, 9_000, 'lost'))).toBe('handled');
    expect(await deliver(dispute('closed', disputeId, paymentIntent, 9_000, 'lost'))).toBe('handled');
    expect(await balance(owner)).toBe(paid - 20_000);
    expect(await pendingCommission(affiliate)).toBe(0);
    expect((await dashboardOf(app(), affiliate.token)).referrals.users[0]).toMatchObject({
      totalPayments: 0,
      totalCommissionsValue: 0,
    });
    expect(await disputeRow(disputeId)).toEqual({
      status: 'lost',
      amount_minor: 9_000,
      sessions_reversed: 20_000,
      sessions_written_off: 0,
    });
  });

  it('gives back what a won dispute took, and writes off sessions spent before it opened', async () => {
    const { affiliate, owner, paymentIntent, disputeId } = await referredPurchase(5_000); // £25.00 earns £7.50
    await spendSessions(testApp().db.database.db, owner, (await balance(owner)) - 2_000, today);

    expect(await deliver(dispute('created', disputeId, paymentIntent, 2_500, 'needs_response'))).toBe('handled');
    expect(await balance(owner)).toBe(0);
    expect(await pendingCommission(affiliate)).toBe(0);
    expect(await disputeRow(disputeId)).toMatchObject({ sessions_reversed: 2_000, sessions_written_off: 3_000 });

    const won = dispute('closed', disputeId, paymentIntent, 2_500, 'won');
    expect(await deliver(won)).toBe('handled');
    expect(await deliver(won)).toBe('duplicate');
    expect(await deliver(dispute('closed', disputeId, paymentIntent, 2_500, 'won'))).toBe('handled');
    expect(await balance(owner)).toBe(2_000);
    expect(await pendingCommission(affiliate)).toBe(750);
    expect(await disputeRow(disputeId)).toMatchObject({ status: 'won' });
    expect((await dashboardOf(app(), affiliate.token)).referrals.users[0]).toMatchObject({
      totalPayments: 2_500,
      totalCommissionsValue: 750,
    });
    const affiliateRows = await dashboardOf(app(), affiliate.token);
    expect(affiliateRows.affiliateTransactions.transactions.map((t) => t.amount).sort((a, b) => a - b)).toEqual([
      -750, 750, 750,
    ]);
  });

  it('takes back a lost dispute whose closing came first once, and nothing for a won one', async () => {
    const lost = await referredPurchase(5_000);
    const paid = await balance(lost.owner);
    expect(await deliver(dispute('closed', lost.disputeId, lost.paymentIntent, 2_500, 'lost'))).toBe('handled');
    expect(await balance(lost.owner)).toBe(paid - 5_000);
    expect(await pendingCommission(lost.affiliate)).toBe(0);
    expect(await deliver(dispute('created', lost.disputeId, lost.paymentIntent, 2_500, 'needs_response'))).toBe(
      'handled',
    );
    expect(await balance(lost.owner)).toBe(paid - 5_000);
    expect(await pendingCommission(lost.affiliate)).toBe(0);

    const won = await referredPurchase(5_000);
    const kept = await balance(won.owner);
    // An inquiry closed without a chargeback is as good as won.
    expect(await deliver(dispute('closed', won.disputeId, won.paymentIntent, 2_500, 'warning_closed'))).toBe('handled');
    expect(await deliver(dispute('created', won.disputeId, won.paymentIntent, 2_500, 'warning_needs_response'))).toBe(
      'handled',
    );
    expect(await balance(won.owner)).toBe(kept);
    expect(await pendingCommission(won.affiliate)).toBe(750);
    expect(await disputeRow(won.disputeId)).toEqual({
      status: 'won',
      amount_minor: 2_500,
      sessions_reversed: 0,
      sessions_written_off: 0,
    });
  });

  it('counts a partial refund before a dispute of the rest once', async () => {
    const { affiliate, owner, paymentIntent, disputeId } = await referredPurchase(20_000); // £90.00
    const paid = await balance(owner);
    const refund = stripeEvent(eventId('refund'), 'charge.refunded', {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: 3_000,
    });
    expect(await deliver(refund)).toBe('handled');
    expect(await deliver(dispute('created', disputeId, paymentIntent, 6_000, 'needs_response'))).toBe('handled');
    expect(await balance(owner)).toBe(paid - 20_000);
    expect(await pendingCommission(affiliate)).toBe(0);
  });

  it('acknowledges a dispute of a payment it never took', async () => {
    expect(await deliver(dispute('created', 'dp_stranger', 'pi_nowhere', 1_000, 'needs_response'))).toBe('unknown');
    expect(await deliver(dispute('closed', 'dp_stranger', 'pi_nowhere', 1_000, 'lost'))).toBe('unknown');
  });
});
