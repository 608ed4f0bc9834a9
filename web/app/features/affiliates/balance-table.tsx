import { formatSignedPence } from '../../format/format-money';
import { ledgerStatus, transactionTypeLabel, type AffiliateTransactionRow } from './affiliate-transaction';
import { TransactionTable, type TransactionColumn } from './transaction-table';

const columns: readonly TransactionColumn[] = [
  { heading: 'Type', cell: (row) => transactionTypeLabel(row.type) },
  { heading: 'Amount', money: true, cell: (row) => formatSignedPence(row.amount) },
  { heading: 'Status', cell: ledgerStatus },
];

/** One page of the whole ledger: commissions earned (+) and reversed (−), payouts (−) and returned payouts (+). */
export function BalanceTable({ transactions }: { transactions: readonly AffiliateTransactionRow[] }) {
  return <TransactionTable caption="Changes to your balance" rows={transactions} columns={columns} />;
}
