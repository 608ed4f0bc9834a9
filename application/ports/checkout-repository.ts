import type { Checkout } from '../../domain/payments/checkout';
import type { Dispute, DisputeStatus } from '../../domain/payments/dispute';
import type { RefundState } from '../../domain/payments/refund';
import type { CheckoutId, UserId } from '../../domain/shared/ids';

export interface CheckoutRepository {
  add(checkout: Checkout): Promise<void>;
  /** Adds the checkout unless one with its id is there already (rebuilt by a racing delivery, say). */
  addIfMissing(checkout: Checkout): Promise<void>;
  /** The checkout, locked until the transaction ends, so that two deliveries of one payment take turns. */
  lock(id: CheckoutId): Promise<Checkout | null>;
  find(id: CheckoutId): Promise<Checkout | null>;
  /** The owner's own checkout; null for anyone else's. */
  findOwn(userId: UserId, id: CheckoutId): Promise<Checkout | null>;
  /** The checkout paid by this provider payment, locked like `lock`. */
  lockByPaymentReference(paymentReference: string): Promise<Checkout | null>;
  /** Paid: `paymentReference` names the payment at the provider (null where it has none). */
  markCompleted(id: CheckoutId, at: Date, paymentReference: string | null): Promise<void>;
  recordRefunds(id: CheckoutId, refunds: RefundState): Promise<void>;
  /** The dispute with this provider id; callers lock its checkout first, so notices of one dispute take turns. */
  findDispute(id: string): Promise<Dispute | null>;
  addDispute(dispute: Dispute): Promise<void>;
  closeDispute(id: string, status: Exclude<DisputeStatus, 'open'>, at: Date): Promise<void>;
  markCancelled(id: CheckoutId): Promise<void>;
  markFailed(id: CheckoutId): Promise<void>;
  /**
   * Notes a provider event as handled; false when it was already (nothing written). Inside a transaction, a second
   * delivery of the same event waits here for the first to commit, then finds it.
   */
  recordEvent(event: { readonly id: string; readonly type: string }, at: Date): Promise<boolean>;
}
