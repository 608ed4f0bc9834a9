import { describe, expect, it } from 'vitest';
import { makeHandlePaymentEvent } from '../../../application/payments/handle-payment-event';
import { defaultPriceTable } from '../../../domain/payments/price-table';
import type { PaymentDisputed, PaymentListener, PaymentRefunded } from '../../../application/ports/payment-listener';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { RandomIdGenerator } from '../../../adapters/system/random-id-generator';
import { SystemClock } from '../../../adapters/system/system-clock';
import { signUp } from '../../support/account-operations';
import { balanceOf, startCheckout } from '../../support/payment-operations';
import { useTestApplication } from '../../support/test-application';

/** Payment listeners are how the affiliate module hears of refunds: told once, inside the refund's transaction. */
describe('payment listeners', () => {
  const testApp = useTestApplication({ publicUrl: 'http://app.test' });

  /** An owner who paid for 5,000 sessions on the local checkout, whose payment reference is the checkout's id. */
  async function paidPurchase() {
    const owner = await signUp(testApp().app);
    const checkout = await startCheckout(testApp().app, owner, 5_000);
    await testApp().app.inject({ method: 'POST', url: `${new URL(checkout.url).pathname}/pay` });
    return { owner, checkoutId: checkout.id };
  }

  function handlerWith(onRefund: PaymentListener['paymentRefunded'], onDispute?: Partial<PaymentListener>) {
    const listener: PaymentListener = {
      paymentReceived: async () => undefined,
      paymentRefunded: onRefund,
      paymentDisputed: async () => undefined,
      disputeWon: async () => undefined,
      ...onDispute,
    };
    return makeHandlePaymentEvent({
      uow: new KyselyUnitOfWork(testApp().db.database.db),
      clock: new SystemClock(),
      ids: new RandomIdGenerator(),
      sendReceipt: async () => undefined,
      paymentListeners: [listener],
      prices: defaultPriceTable,
      alerts: { paymentRefused: () => undefined },
    });
  }

  const refund = (id: string, checkoutId: string, total: number) =>
    ({ id, type: 'payment_refunded', paymentReference: checkoutId, refundedTotalMinor: total }) as const;

  it('tells each listener of a refund once, with the checkout and what it changed', async () => {
    const { owner, checkoutId } = await paidPurchase();
    const heard: PaymentRefunded[] = [];
    const handle = handlerWith(async (refunded) => void heard.push(refunded));
    expect(await handle(refund(`evt_half_${checkoutId}`, checkoutId, 1_250))).toBe('handled');
    expect(await handle(refund(`evt_half_again_${checkoutId}`, checkoutId, 1_250))).toBe('handled');
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      checkout: { id: checkoutId, userId: owner.id, amountMinor: 2_500 },
      outcome: { refundedNowMinor: 1_250, reverse: 2_500, writeOff: 0 },
    });
  });

  it('undoes the refund when a listener fails, so both happen or neither does', async () => {
    const { owner, checkoutId } = await paidPurchase();
    const before = await balanceOf(testApp().app, owner.token);
    const failing = handlerWith(async () => {
      throw new Error('commission ledger unavailable');
    });
    await expect(failing(refund(`evt_full_${checkoutId}`, checkoutId, 2_500))).rejects.toThrow('commission');
    expect(await balanceOf(testApp().app, owner.token)).toBe(before);

    // Delivered again once the listener recovers, the same event is handled in full.
    const recovered = handlerWith(async () => undefined);
    expect(await recovered(refund(`evt_full_${checkoutId}`, checkoutId, 2_500))).toBe('handled');
    expect(await balanceOf(testApp().app, owner.token)).toBe(before - 5_000);
  });

  it('tells each listener of a dispute and of its win once, and undoes the dispute when a listener fails', async () => {
    const { owner, checkoutId } = await paidPurchase();
    const before = await balanceOf(testApp().app, owner.token);
    const notice = { disputeId: `dp_${checkoutId}`, paymentReference: checkoutId, amountMinor: 2_500 };
    const opened = (id: string) => ({ id, type: 'payment_disputed', ...notice }) as const;
    const won = (id: string) => ({ id, type: 'payment_dispute_closed', status: 'won', ...notice }) as const;

    const failing = handlerWith(async () => undefined, {
      paymentDisputed: async () => {
        throw new Error('commission ledger unavailable');
      },
    });
    await expect(failing(opened(`evt_dispute_${checkoutId}`))).rejects.toThrow('commission');
    expect(await balanceOf(testApp().app, owner.token)).toBe(before);

    const disputed: PaymentDisputed[] = [];
    const restored: PaymentDisputed[] = [];
    const handle = handlerWith(async () => undefined, {
      paymentDisputed: async (told) => void disputed.push(told),
      disputeWon: async (told) => void restored.push(told),
    });
    expect(await handle(opened(`evt_dispute_${checkoutId}`))).toBe('handled');
    expect(await handle(opened(`evt_dispute_again_${checkoutId}`))).toBe('handled');
    expect(disputed).toHaveLength(1);
    expect(disputed[0]).toMatchObject({
      checkout: { id: checkoutId, userId: owner.id },
      dispute: { id: `dp_${checkoutId}`, status: 'open', amountMinor: 2_500, sessionsReversed: 5_000 },
    });
    expect(await balanceOf(testApp().app, owner.token)).toBe(before - 5_000);
    expect(await handle(won(`evt_won_${checkoutId}`))).toBe('handled');
    expect(await handle(won(`evt_won_again_${checkoutId}`))).toBe('handled');
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject({ dispute: { status: 'won', sessionsReversed: 5_000 } });
    expect(await balanceOf(testApp().app, owner.token)).toBe(before);
  });
});
