/** What a refund is measured against: the sessions a checkout bought and what was paid for them. */
export interface RefundedPurchase {
  readonly sessions: number;
  readonly amountMinor: number;
}

/** What refunds of a checkout have done so far. */
export interface RefundState {
  readonly refundedMinor: number;
  /** Sessions taken back from the balance. */
  readonly sessionsReversed: number;
  /** Sessions refunded that had been spent already: a negative adjustment the balance could not absorb. */
  readonly sessionsWrittenOff: number;
}

/** What one refund notice changes: nothing when it repeats one counted already. */
export interface RefundOutcome {
  readonly state: RefundState;
  /** Sessions to take from the balance now (a refund ledger entry of minus this). */
  readonly reverse: number;
  /** Sessions refunded now that were spent already (recorded against the checkout, and for commissions). */
  readonly writeOff: number;
  /** Money refunded by this notice, in minor units. */
  readonly refundedNowMinor: number;
}

/**
 * Applies a refund notice that gives the total refunded so far (as Stripe's `amount_refunded` does). The sessions
 * refunded are in proportion to the money (all of them on a full refund); those still unspent come off the balance,
 * the rest are written off, because the balance never goes below zero. A notice for a total counted already
 * changes nothing, so replays and out-of-order deliveries take nothing twice.
 */
export function applyRefund(
  checkout: RefundedPurchase,
  state: RefundState,
  refundedTotalMinor: number,
  balance: number,
): RefundOutcome {
  const total = Math.min(Math.max(refundedTotalMinor, 0), checkout.amountMinor);
  if (total <= state.refundedMinor) return { state, reverse: 0, writeOff: 0, refundedNowMinor: 0 };
  const sessionsRefunded =
    total === checkout.amountMinor ? checkout.sessions : Math.floor((checkout.sessions * total) / checkout.amountMinor);
  const owed = Math.max(sessionsRefunded - state.sessionsReversed - state.sessionsWrittenOff, 0);
  const reverse = Math.min(owed, Math.max(balance, 0));
  const writeOff = owed - reverse;
  return {
    state: {
      refundedMinor: total,
      sessionsReversed: state.sessionsReversed + reverse,
      sessionsWrittenOff: state.sessionsWrittenOff + writeOff,
    },
    reverse,
    writeOff,
    refundedNowMinor: total - state.refundedMinor,
  };
}
