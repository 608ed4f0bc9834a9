import type { Checkout } from '../../domain/payments/checkout';
import { disputeClosedUnseen, openDispute, type Dispute } from '../../domain/payments/dispute';
import type { Repositories } from '../ports/unit-of-work';
import type { RefundDeps } from './refund-payment';

/** A dispute notice as the provider tells it: the dispute's id, the payment it is about and the money disputed. */
export interface DisputeNotice {
  readonly disputeId: string;
  readonly paymentReference: string;
  readonly amountMinor: number;
}

/** What a dispute notice did: nothing (`repeat`) when the dispute had got that far already. */
export type DisputeOutcome = 'opened' | 'won' | 'lost' | 'repeat';

/**
 * A dispute was opened: as a refund of the disputed money would, the sessions it bought that are still unspent come
 * off the balance (a `dispute` ledger entry referenced by the dispute), the spent rest is written off on the
 * dispute, and the listeners reverse their part (the affiliate's commission). A dispute seen already, open or
 * closed (the closing notice may come first), changes nothing. Null when no checkout was paid by that payment.
 */
export async function disputeOpenedIn(
  repositories: Repositories,
  notice: DisputeNotice,
  deps: RefundDeps,
): Promise<DisputeOutcome | null> {
  const checkout = await repositories.checkouts.lockByPaymentReference(notice.paymentReference);
  if (checkout === null) return null;
  if ((await repositories.checkouts.findDispute(notice.disputeId)) !== null) return 'repeat';
  const balance = (await repositories.credits.lockBalance(checkout.userId)) ?? 0;
  const dispute = openDispute(
    checkout,
    { id: notice.disputeId, amountMinor: notice.amountMinor },
    balance,
    deps.clock.now(),
  );
  await takeBack(repositories, checkout, dispute, deps);
  return 'opened';
}

/**
 * A dispute was closed. Won (or an inquiry that never became a chargeback): the sessions it took back are given
 * back and the listeners restore their part. Lost: what it took stays taken. Closed before it was seen open, a lost
 * dispute takes what opening it would have, and a won one is only recorded, so a late opening notice does nothing.
 */
export async function disputeClosedIn(
  repositories: Repositories,
  notice: DisputeNotice & { readonly status: 'won' | 'lost' },
  deps: RefundDeps,
): Promise<DisputeOutcome | null> {
  const { checkouts, credits } = repositories;
  const checkout = await checkouts.lockByPaymentReference(notice.paymentReference);
  if (checkout === null) return null;
  const now = deps.clock.now();
  const dispute = await checkouts.findDispute(notice.disputeId);
  if (dispute === null) {
    const balance = (await credits.lockBalance(checkout.userId)) ?? 0;
    const seen = { id: notice.disputeId, amountMinor: notice.amountMinor, status: notice.status };
    const closed = disputeClosedUnseen(checkout, seen, balance, now);
    await takeBack(repositories, checkout, closed, deps);
    return notice.status;
  }
  if (dispute.status !== 'open') return 'repeat';
  await checkouts.closeDispute(dispute.id, notice.status, now);
  if (notice.status === 'lost') return 'lost';
  if (dispute.sessionsReversed > 0) {
    await credits.lockBalance(checkout.userId);
    await credits.record({
      id: deps.ids.next(),
      userId: checkout.userId,
      reason: 'dispute',
      reference: `${dispute.id}:won`,
      amount: dispute.sessionsReversed,
      createdAt: now,
    });
  }
  const won: Dispute = { ...dispute, status: 'won', closedAt: now };
  for (const listener of deps.paymentListeners) {
    await listener.disputeWon({ checkout, dispute: won, at: now }, repositories);
  }
  return 'won';
}

/** Records a dispute and takes back what it took; a dispute recorded as won took nothing, so nobody is told. */
async function takeBack(repositories: Repositories, checkout: Checkout, dispute: Dispute, deps: RefundDeps) {
  const now = deps.clock.now();
  if (dispute.sessionsReversed > 0) {
    await repositories.credits.record({
      id: deps.ids.next(),
      userId: checkout.userId,
      reason: 'dispute',
      reference: dispute.id,
      amount: -dispute.sessionsReversed,
      createdAt: now,
    });
  }
  await repositories.checkouts.addDispute(dispute);
  if (dispute.status === 'won') return;
  for (const listener of deps.paymentListeners) {
    await listener.paymentDisputed({ checkout, dispute, at: now }, repositories);
  }
}
