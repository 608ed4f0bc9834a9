import { rebuiltCheckout, type CheckoutClaim } from '../../domain/payments/checkout';
import {
  checkoutPaymentMismatch,
  claimedPurchaseMismatch,
  type PaidAmount,
  type PaymentMismatch,
} from '../../domain/payments/paid-amount';
import type { PriceTable } from '../../domain/payments/price-table';
import type { SavedCard } from '../../domain/payments/saved-card';
import type { CardUpdateId, CheckoutId, UserId } from '../../domain/shared/ids';
import { fail, type Result } from '../../domain/shared/result';
import type { PaymentAlerts, RefusedPayment } from '../ports/payment-alerts';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { disputeClosedIn, disputeOpenedIn, type DisputeNotice } from './dispute-payment';
import { refundIn, type RefundDeps } from './refund-payment';
import { completeCardUpdateIn, saveCustomerCardIn } from './save-card';
import { cancelIn, completeIn, failIn, type SendReceipt, type SettleError, type Settled } from './settle-checkout';

/** What the webhook adapter makes of a verified provider event: only the parts the product acts on. */
export type PaymentEvent = { readonly id: string } & (
  | {
      readonly type: 'checkout_paid';
      readonly checkoutId: CheckoutId;
      readonly paymentReference: string | null;
      /** What the provider took, in the checkout's currency; null when it does not say. */
      readonly paid: PaidAmount | null;
      /** The provider account that took it, when it is not this platform's own (a Stripe connected account). */
      readonly paidToAccount: string | null;
      /** What the provider's record of the checkout says it is; null when it names no user (not this server's). */
      readonly claim: CheckoutClaim | null;
    }
  | { readonly type: 'checkout_expired'; readonly checkoutId: CheckoutId }
  | { readonly type: 'checkout_failed'; readonly checkoutId: CheckoutId }
  /** A card update page saved this card (a setup-mode Checkout Session completed). */
  | { readonly type: 'card_update_completed'; readonly cardUpdateId: CardUpdateId; readonly card: SavedCard }
  /** A card was attached to a customer, as paying with it for the first time does. */
  | { readonly type: 'card_attached'; readonly customerId: string; readonly card: SavedCard }
  /** A card's details changed at the provider (a new expiry date from the card network, say). */
  | { readonly type: 'card_changed'; readonly card: SavedCard }
  /** A payment was refunded, `refundedTotalMinor` of it so far. */
  | { readonly type: 'payment_refunded'; readonly paymentReference: string; readonly refundedTotalMinor: number }
  /** A dispute (chargeback) of a payment was opened, for `amountMinor` of it. */
  | ({ readonly type: 'payment_disputed' } & DisputeNotice)
  /** A dispute was closed: `won` (or an inquiry that never became a chargeback) or `lost`. */
  | ({ readonly type: 'payment_dispute_closed'; readonly status: 'won' | 'lost' } & DisputeNotice)
  /** An affiliate's connected account can (or can no longer) take payouts. */
  | { readonly type: 'payout_account_updated'; readonly accountId: string; readonly payoutsEnabled: boolean }
  | { readonly type: 'other'; readonly providerType: string }
);

/**
 * `unknown`: the event names a checkout, card update, customer, payment or account this server never made.
 * `ignored`: an event the product does not act on, or a paid checkout that is not this server's at all.
 * `refused`: a paid checkout that names one of this server's users but was not paid as priced (or was paid to
 * another account): nothing is credited, and it is told to the operator (PaymentAlerts).
 */
export type PaymentEventOutcome = 'handled' | 'duplicate' | 'ignored' | 'unknown' | 'refused';

export type HandlePaymentEvent = (event: PaymentEvent) => Promise<PaymentEventOutcome>;

type HandleDeps = RefundDeps & {
  readonly uow: UnitOfWork;
  readonly sendReceipt: SendReceipt;
  /** The prices in force: a checkout rebuilt from metadata is credited only if they sell it for what was paid. */
  readonly prices: PriceTable;
  readonly alerts: PaymentAlerts;
};

/**
 * One provider event, handled once: its id is recorded in the same transaction as what it changes, so a replay,
 * or a second delivery racing the first, changes nothing. Events of other types are acknowledged and ignored.
 */
export function makeHandlePaymentEvent(deps: HandleDeps): HandlePaymentEvent {
  return async (event) => {
    let paid: Settled | null = null;
    let refused: RefusedPayment | null = null;
    const outcome = await deps.uow.run(async (repositories): Promise<PaymentEventOutcome> => {
      const type = event.type === 'other' ? event.providerType : event.type;
      const first = await repositories.checkouts.recordEvent({ id: event.id, type }, deps.clock.now());
      if (!first) return 'duplicate';
      if (event.type !== 'checkout_paid') return handleOther(repositories, event, deps);
      const completed = await completePaid(repositories, event, deps);
      if (completed === 'not-ours') return 'ignored';
      // Recorded as handled, so that the provider does not deliver it for days: an operator takes it from here.
      if ('mismatch' in completed) {
        refused = completed;
        return 'refused';
      }
      // Money was taken for a checkout of this server's that it cannot credit: roll the event back, so the
      // provider delivers it again (and the failure is logged), rather than acknowledge a payment that added nothing.
      if (!completed.ok) {
        throw new Error(`payment event ${event.id}: checkout ${event.checkoutId} ${completed.error.kind}`);
      }
      paid = completed.value;
      return 'handled';
    });
    if (paid !== null) await deps.sendReceipt(paid);
    if (refused !== null) deps.alerts.paymentRefused(refused);
    return outcome;
  };
}

type PaidEvent = Extract<PaymentEvent, { type: 'checkout_paid' }>;

/**
 * Credits a paid checkout, only as paid. One this server has no row for is either another product's (a provider
 * account shared with it: acknowledged and left alone, or the provider would retry it for days) or one of its own
 * whose row was never written (the server stopped right after opening the payment page): that one is rebuilt from
 * the claim and credited, or, when the claim is incomplete, fails so that the provider delivers it again.
 *
 * The claim is the metadata of a session whoever made it could write: a session made on another account (a
 * connected account's, say, which the Connect endpoint's signature also covers) can name any user and any number of
 * sessions for a penny. So nothing is credited for a payment taken by another account, nor for a claim the prices
 * in force do not sell for exactly the amount paid, nor for a known checkout paid another amount than it asked:
 * each is refused, and told to the operator.
 */
async function completePaid(
  repositories: Repositories,
  event: PaidEvent,
  deps: HandleDeps,
): Promise<Result<Settled, SettleError | { readonly kind: 'IncompleteClaim' }> | RefusedPayment | 'not-ours'> {
  const purchase = event.claim?.purchase ?? null;
  const refusal = (userId: string | null, mismatch: PaymentMismatch): RefusedPayment => ({
    eventId: event.id,
    checkoutId: event.checkoutId,
    userId,
    claimed: purchase === null ? null : { sessions: purchase.sessions, priceVersion: purchase.priceVersion },
    paid: event.paid,
    mismatch,
  });
  // Locked as completeIn locks it, so that two deliveries take turns from here.
  const known = await repositories.checkouts.lock(event.checkoutId);
  if (known !== null) {
    if (event.paidToAccount !== null) {
      return refusal(known.userId, { kind: 'PaidElsewhere', account: event.paidToAccount });
    }
    const mismatch = known.status === 'open' ? checkoutPaymentMismatch(known, event.paid) : null;
    if (mismatch !== null) return refusal(known.userId, mismatch);
    return completeIn(repositories, event.checkoutId, event.paymentReference, deps);
  }
  const { claim } = event;
  const owner = claim === null ? null : await repositories.users.findById(claim.userId as UserId);
  if (claim === null || owner === null) return 'not-ours';
  if (event.paidToAccount !== null) return refusal(owner.id, { kind: 'PaidElsewhere', account: event.paidToAccount });
  if (claim.purchase === null) return fail({ kind: 'IncompleteClaim' });
  const mismatch = claimedPurchaseMismatch(claim.purchase, deps.prices);
  if (mismatch !== null) return refusal(owner.id, mismatch);
  const rebuilt = rebuiltCheckout(event.checkoutId, owner.id, claim.provider, claim.purchase, deps.clock.now());
  await repositories.checkouts.addIfMissing(rebuilt);
  return completeIn(repositories, event.checkoutId, event.paymentReference, deps);
}

/** Every event but a payment: none of them sends anything afterwards. */
async function handleOther(
  repositories: Repositories,
  event: Exclude<PaymentEvent, { type: 'checkout_paid' }>,
  deps: HandleDeps,
): Promise<PaymentEventOutcome> {
  const known = (found: boolean): PaymentEventOutcome => (found ? 'handled' : 'unknown');
  switch (event.type) {
    case 'checkout_expired':
      return known((await cancelIn(repositories, event.checkoutId)).ok);
    case 'checkout_failed':
      return known((await failIn(repositories, event.checkoutId)).ok);
    case 'card_update_completed': {
      const saved = await completeCardUpdateIn(repositories, event.cardUpdateId, event.card, deps.clock.now());
      return known(saved.ok);
    }
    case 'card_attached':
      return known((await saveCustomerCardIn(repositories, event.customerId, event.card)).saved);
    case 'card_changed':
      // A card nobody keeps (replaced since, say) is nothing to update.
      return (await repositories.users.refreshCard(event.card)) ? 'handled' : 'ignored';
    case 'payment_refunded':
      return known((await refundIn(repositories, event.paymentReference, event.refundedTotalMinor, deps)) !== null);
    case 'payment_disputed':
      return known((await disputeOpenedIn(repositories, event, deps)) !== null);
    case 'payment_dispute_closed':
      return known((await disputeClosedIn(repositories, event, deps)) !== null);
    case 'payout_account_updated':
      return known(await repositories.payouts.setPayoutAccountEnabled(event.accountId, event.payoutsEnabled));
    case 'other':
      return 'ignored';
  }
}
