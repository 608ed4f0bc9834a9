import { addMonthsUtc } from '../shared/calendar';

/** SPEC §9: 30% of each payment a referred user makes in their first year, pending for 3 months. */
export const commissionPercent = 30;
export const commissionEarningMonths = 12;
export const qualificationMonths = 3;

/** The commission one payment earns: in whole pence, rounded down, so it never exceeds 30%. */
export interface EarnedCommission {
  readonly amountMinor: number;
  /** When it stops being pending: refunds within these 3 months take it back before it can be paid out. */
  readonly qualifiesAt: Date;
}

export function commissionOn(amountMinor: number): number {
  return Math.floor((Math.max(amountMinor, 0) * commissionPercent) / 100);
}

/**
 * What a referred user's payment earns their affiliate: nothing once a year has passed since they signed up
 * (a payment at exactly one year earns nothing), nor when the commission rounds down to nothing.
 */
export function commissionFor(
  referral: { readonly referredAt: Date },
  payment: { readonly amountMinor: number; readonly paidAt: Date },
): EarnedCommission | null {
  if (payment.paidAt.getTime() >= addMonthsUtc(referral.referredAt, commissionEarningMonths).getTime()) return null;
  if (payment.paidAt.getTime() < referral.referredAt.getTime()) return null;
  const amountMinor = commissionOn(payment.amountMinor);
  if (amountMinor <= 0) return null;
  return { amountMinor, qualifiesAt: addMonthsUtc(payment.paidAt, qualificationMonths) };
}

/** How much of a commission refunds have taken back once `refundedMinor` of its payment is refunded. */
function reversedBy(commissionMinor: number, paymentMinor: number, refundedMinor: number): number {
  if (refundedMinor >= paymentMinor) return commissionMinor;
  return Math.floor((commissionMinor * Math.max(refundedMinor, 0)) / paymentMinor);
}

/**
 * The reversal one refund notice makes (zero or negative): the commission's share of the money refunded, counted
 * on the running total so that partial refunds add up to exactly the whole commission when all is refunded.
 */
export function commissionReversal(
  commission: { readonly amountMinor: number },
  payment: { readonly amountMinor: number },
  refund: { readonly previousTotalMinor: number; readonly totalMinor: number },
): number {
  const before = reversedBy(commission.amountMinor, payment.amountMinor, refund.previousTotalMinor);
  const after = reversedBy(commission.amountMinor, payment.amountMinor, refund.totalMinor);
  // A total at or below one counted already (a repeat, or a notice arriving late) takes nothing more.
  return Math.min(before - after, 0);
}
