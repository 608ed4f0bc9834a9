import { purchaseCredit, type Checkout } from '../../domain/payments/checkout';
import type { SavedCard } from '../../domain/payments/saved-card';
import type { CheckoutId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { PaymentListener } from '../ports/payment-listener';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import { receiptEmail } from './emails/receipt-email';

export type SettleError = { readonly kind: 'CheckoutNotFound' } | { readonly kind: 'CheckoutCancelled' };

/** What a payment changed: nothing when it had been counted already (a replayed or duplicated notice). */
export interface Settled {
  readonly credited: number;
  readonly balanceAfter: number | null;
  /** The checkout as completed; null when nothing changed. */
  readonly completed: Checkout | null;
}

/** How the local checkout pays: the test card it saves, as a purchase through Stripe keeps the card it used. */
export interface LocalPayment {
  readonly card: SavedCard;
}

export type CompleteCheckout = (id: CheckoutId, payment: LocalPayment) => Promise<Result<Settled, SettleError>>;
export type CancelCheckout = (id: CheckoutId) => Promise<Result<{ readonly cancelled: boolean }, SettleError>>;
export type FailCheckout = (id: CheckoutId) => Promise<Result<{ readonly failed: boolean }, SettleError>>;

export interface SettleDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Told of each payment credited, in its transaction (the affiliate module earns its commission). */
  readonly paymentListeners: readonly PaymentListener[];
}

/**
 * Completes a paid checkout inside the caller's transaction: its sessions are credited through the ledger,
 * referenced by the checkout's id, as it is marked completed. The row is locked first, so two deliveries of the
 * same payment take turns and the second finds it completed; the ledger's unique reference is the backstop.
 */
export async function completeIn(
  repositories: Repositories,
  id: CheckoutId,
  paymentReference: string | null,
  deps: SettleDeps,
): Promise<Result<Settled, SettleError>> {
  const { checkouts, credits } = repositories;
  const checkout = await checkouts.lock(id);
  if (checkout === null) return fail({ kind: 'CheckoutNotFound' });
  if (checkout.status === 'completed') return ok({ credited: 0, balanceAfter: null, completed: null });
  if (checkout.status === 'cancelled' || checkout.status === 'failed') return fail({ kind: 'CheckoutCancelled' });
  const now = deps.clock.now();
  const recorded = await credits.record(purchaseCredit(checkout, now, deps.ids.next()));
  await checkouts.markCompleted(id, now, paymentReference);
  if (recorded === null) return ok({ credited: 0, balanceAfter: null, completed: null });
  const completed: Checkout = { ...checkout, status: 'completed', completedAt: now, paymentReference };
  for (const listener of deps.paymentListeners) {
    await listener.paymentReceived({ checkout: completed, at: now }, repositories);
  }
  return ok({ credited: checkout.sessions, balanceAfter: recorded.balanceAfter, completed });
}

/** Closes an open checkout without paying it; a paid or closed one stays as it is. */
export async function cancelIn(
  { checkouts }: Repositories,
  id: CheckoutId,
): Promise<Result<{ readonly cancelled: boolean }, SettleError>> {
  const checkout = await checkouts.lock(id);
  if (checkout === null) return fail({ kind: 'CheckoutNotFound' });
  if (checkout.status !== 'open') return ok({ cancelled: false });
  await checkouts.markCancelled(id);
  return ok({ cancelled: true });
}

export type SendReceipt = (settled: Settled) => Promise<void>;

/** Emails the receipt of a purchase just credited (after its transaction, so a rollback never sends one). */
export function makeSendReceipt(deps: {
  readonly uow: UnitOfWork;
  readonly mailer: Mailer;
  readonly appUrl: string;
}): SendReceipt {
  return async ({ completed, balanceAfter }) => {
    if (completed === null || balanceAfter === null) return;
    const owner = await deps.uow.read(({ users }) => users.findById(completed.userId));
    if (owner === null) return;
    await deps.mailer.send(receiptEmail(owner.email, deps.appUrl, completed, balanceAfter)).catch(() => undefined);
  };
}

/** The provider could not take the money: an open checkout is marked failed, and nothing is credited. */
export async function failIn(
  { checkouts }: Repositories,
  id: CheckoutId,
): Promise<Result<{ readonly failed: boolean }, SettleError>> {
  const checkout = await checkouts.lock(id);
  if (checkout === null) return fail({ kind: 'CheckoutNotFound' });
  if (checkout.status !== 'open') return ok({ failed: false });
  await checkouts.markFailed(id);
  return ok({ failed: true });
}

/**
 * A checkout was paid on the local checkout's page (Stripe's go through handlePaymentEvent): credited as a Stripe
 * payment is, with the checkout's own id as the payment reference, and the test card kept as the owner's card.
 */
export function makeCompleteCheckout(
  deps: SettleDeps & { readonly uow: UnitOfWork; readonly sendReceipt: SendReceipt },
): CompleteCheckout {
  return async (id, payment) => {
    const settled = await deps.uow.run(async (repositories) => {
      const completed = await completeIn(repositories, id, id, deps);
      if (completed.ok && completed.value.completed !== null) {
        await repositories.users.saveCard(completed.value.completed.userId, payment.card);
      }
      return completed;
    });
    if (settled.ok) await deps.sendReceipt(settled.value);
    return settled;
  };
}

/** The owner left the payment page without paying: the checkout closes and nothing changes. */
export function makeCancelCheckout(deps: { readonly uow: UnitOfWork }): CancelCheckout {
  return (id) => deps.uow.run((repositories) => cancelIn(repositories, id));
}

/** The local checkout's Decline button: the payment fails as a declined delayed payment does at Stripe. */
export function makeFailCheckout(deps: { readonly uow: UnitOfWork }): FailCheckout {
  return (id) => deps.uow.run((repositories) => failIn(repositories, id));
}
