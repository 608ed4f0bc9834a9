import { formatPence } from '../../format/format-money';
import { commissionStatus, isReversedCommission, type AffiliateTransactionRow } from './affiliate-transaction';
import { TransactionTable, type TransactionColumn } from './transaction-table';

const columns: readonly TransactionColumn[] = [
  {
    heading: 'Amount',
    money: true,
    cell: (commission) => (
      <>
        {formatPence(commission.amount)}
        {isReversedCommission(commission) && <span className="affiliate-note"> Reversed (refund)</span>}
      </>
    ),
  },
  { heading: 'Status', cell: commissionStatus },
];

/**
 * One page of the commissions: each is 30% of a referred payment, pending for 3 months (while the payment can
 * still be refunded), then qualified. A refund takes its commission back as a negative row.
 */
export function CommissionsTable({ commissions }: { commissions: readonly AffiliateTransactionRow[] }) {
  return <TransactionTable caption="Your commissions" rows={commissions} columns={columns} />;
}
