import type { CheckoutId } from '../shared/ids';
import type { Checkout } from './checkout';
import { applyRefund } from './refund';

/** `won` also covers an inquiry closed without a chargeback: either way the money stays with the product. */
export type DisputeStatus = 'open' | 'won' | 'lost';

/** A dispute (chargeback) of a paid checkout, by the provider's dispute id. */
export interface Dispute {
  readonly id: string;
  readonly checkoutId: CheckoutId;
  /** The money disputed, in minor units. */
  readonly amountMinor: number;
  readonly status: DisputeStatus;
  /** Sessions taken back from the balance when the dispute opened; given back if it is won. */
  readonly sessionsReversed: number;
  /** Sessions disputed that had been spent already: nothing to take back, nothing to give back. */
  readonly sessionsWrittenOff: number;
  readonly openedAt: Date;
  readonly closedAt: Date | null;
}

/**
 * The dispute a notice opens: the sessions the disputed money bought, counted after what refunds took already (as
 * if the disputed money were refunded on top), come off the balance where unspent and are written off where spent.
 */
export function openDispute(
  checkout: Pick<Checkout, 'id' | 'sessions' | 'amountMinor' | 'refunds'>,
  notice: { readonly id: string; readonly amountMinor: number },
  balance: number,
  now: Date,
): Dispute {
  const { refunds } = checkout;
  const taken = applyRefund(checkout, refunds, refunds.refundedMinor + Math.max(notice.amountMinor, 0), balance);
  return {
    id: notice.id,
    checkoutId: checkout.id,
    amountMinor: Math.max(notice.amountMinor, 0),
    status: 'open',
    sessionsReversed: taken.reverse,
    sessionsWrittenOff: taken.writeOff,
    openedAt: now,
    closedAt: null,
  };
}

/**
 * A dispute closed with no open one recorded (the closing notice came first, or the opening one never did): won,
 * nothing was taken, so nothing is; lost, it takes what opening it would have.
 */
export function disputeClosedUnseen(
  checkout: Pick<Checkout, 'id' | 'sessions' | 'amountMinor' | 'refunds'>,
  notice: { readonly id: string; readonly amountMinor: number; readonly status: 'won' | 'lost' },
  balance: number,
  now: Date,
): Dispute {
  const opened = openDispute(checkout, notice, notice.status === 'won' ? 0 : balance, now);
  return notice.status === 'won'
    ? { ...opened, status: 'won', sessionsReversed: 0, sessionsWrittenOff: 0, closedAt: now }
    : { ...opened, status: 'lost', closedAt: now };
}
