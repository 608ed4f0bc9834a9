import { applyRefund, type RefundOutcome } from '../../domain/payments/refund';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { PaymentListener } from '../ports/payment-listener';
import type { Repositories } from '../ports/unit-of-work';

export interface RefundDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly paymentListeners: readonly PaymentListener[];
}

/**
 * A payment was refunded, `refundedTotalMinor` of it so far: the sessions it bought that are still unspent come off
 * the balance through the ledger (referenced by the checkout and the total, so a repeated notice takes nothing
 * twice), the spent rest is written off on the checkout, and the listeners hear of it. Null when no checkout was
 * paid by that payment.
 */
export async function refundIn(
  repositories: Repositories,
  paymentReference: string,
  refundedTotalMinor: number,
  deps: RefundDeps,
): Promise<RefundOutcome | null> {
  const { checkouts, credits } = repositories;
  const checkout = await checkouts.lockByPaymentReference(paymentReference);
  if (checkout === null) return null;
  const balance = (await credits.lockBalance(checkout.userId)) ?? 0;
  const outcome = applyRefund(checkout, checkout.refunds, refundedTotalMinor, balance);
  if (outcome.refundedNowMinor === 0) return outcome;
  const now = deps.clock.now();
  if (outcome.reverse > 0) {
    await credits.record({
      id: deps.ids.next(),
      userId: checkout.userId,
      reason: 'refund',
      reference: `${checkout.id}:${outcome.state.refundedMinor}`,
      amount: -outcome.reverse,
      createdAt: now,
    });
  }
  await checkouts.recordRefunds(checkout.id, outcome.state);
  for (const listener of deps.paymentListeners) {
    await listener.paymentRefunded({ checkout, outcome, at: now }, repositories);
  }
  return outcome;
}
