import { commissionFor, commissionReversal } from '../../domain/affiliates/commission';
import type { IdGenerator } from '../ports/id-generator';
import type { PaymentListener } from '../ports/payment-listener';

/** The ledger reference of the commission a checkout's payment earned. */
export const commissionReference = (checkoutId: string): string => `commission:${checkoutId}`;

/**
 * The affiliate module's part in payments: a referred user's payment earns their affiliate 30% (in its first
 * year), and a refund takes back the commission's share of what was refunded, as a negative COMMISSION row that
 * qualifies when the commission did; a dispute (chargeback) does the same for the disputed money, and a won dispute
 * puts it back. All happen in the payment's own transaction, referenced so that a payment, refund or dispute
 * counted already adds nothing.
 */
export function affiliateCommissions(deps: { readonly ids: IdGenerator }): PaymentListener {
  return {
    async paymentReceived({ checkout, at }, { affiliates }) {
      const referral = await affiliates.referralOf(checkout.userId);
      if (referral === null) return;
      const earned = commissionFor(
        { referredAt: referral.createdAt },
        { amountMinor: checkout.amountMinor, paidAt: at },
      );
      if (earned === null) return;
      await affiliates.record({
        id: deps.ids.next(),
        affiliateId: referral.affiliateId,
        type: 'COMMISSION',
        amountMinor: earned.amountMinor,
        reference: commissionReference(checkout.id),
        referredUserId: checkout.userId,
        checkoutId: checkout.id,
        payoutId: null,
        createdAt: at,
        qualifiesAt: earned.qualifiesAt,
      });
    },

    async paymentRefunded({ checkout, outcome, at }, { affiliates }) {
      const commission = await affiliates.findByReference(commissionReference(checkout.id));
      if (commission === null) return;
      const totalMinor = outcome.state.refundedMinor;
      const reversal = commissionReversal(commission, checkout, {
        previousTotalMinor: totalMinor - outcome.refundedNowMinor,
        totalMinor,
      });
      if (reversal === 0) return;
      await affiliates.record({
        ...commission,
        id: deps.ids.next(),
        amountMinor: reversal,
        reference: `${commission.reference}:refunded:${totalMinor}`,
        createdAt: at,
      });
    },

    async paymentDisputed({ checkout, dispute, at }, { affiliates }) {
      const commission = await affiliates.findByReference(commissionReference(checkout.id));
      if (commission === null) return;
      // The disputed money counts as refunded on top of any real refunds, whose reversals are made already.
      const refundedMinor = checkout.refunds.refundedMinor;
      const reversal = commissionReversal(commission, checkout, {
        previousTotalMinor: refundedMinor,
        totalMinor: refundedMinor + dispute.amountMinor,
      });
      if (reversal === 0) return;
      await affiliates.record({
        ...commission,
        id: deps.ids.next(),
        amountMinor: reversal,
        reference: disputeReversalReference(commission.reference, dispute.id),
        createdAt: at,
      });
    },

    async disputeWon({ dispute, at }, { affiliates }) {
      const reversal = await affiliates.findByReference(
        disputeReversalReference(commissionReference(dispute.checkoutId), dispute.id),
      );
      if (reversal === null) return;
      await affiliates.record({
        ...reversal,
        id: deps.ids.next(),
        amountMinor: -reversal.amountMinor,
        reference: `${reversal.reference}:won`,
        createdAt: at,
      });
    },
  };
}

const disputeReversalReference = (commission: string, disputeId: string): string =>
  `${commission}:disputed:${disputeId}`;
