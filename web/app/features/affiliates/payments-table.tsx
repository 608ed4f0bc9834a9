import { formatPence } from '../../format/format-money';
import { isReturnedPayout, type AffiliateTransactionRow } from './affiliate-transaction';
import { TransactionTable, type TransactionColumn } from './transaction-table';

const columns: readonly TransactionColumn[] = [
  { heading: 'Amount', money: true, cell: (payment) => formatPence(Math.abs(payment.amount)) },
  {
    heading: 'Status',
    cell: (payment) =>
      isReturnedPayout(payment) ? (
        <span className="status status--inactive">Returned</span>
      ) : (
        <span className="status status--active">Paid</span>
      ),
  },
];

/**
 * One page of the payouts: each as the amount paid to the affiliate (the ledger keeps it negative, as money
 * leaving the balance); a payout that failed and came back to the balance reads "Returned".
 */
export function PaymentsTable({ payments }: { payments: readonly AffiliateTransactionRow[] }) {
  return <TransactionTable caption="Your payouts" rows={payments} columns={columns} />;
}
