import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { formatSignedPence } from '../../format/format-money';
import { ledgerStatus, transactionTypeLabel, type AffiliateTransactionRow } from './affiliate-transaction';

/** One page of the whole ledger: commissions earned (+) and reversed (−), payouts (−) and returned payouts (+). */
export function BalanceTable({ transactions }: { transactions: readonly AffiliateTransactionRow[] }) {
  return (
    <div className="table-scroll">
      <table className="table workspace-table">
        <caption className="visually-hidden">Changes to your balance</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Type</th>
            <th scope="col" className="workspace-table__number">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.id}>
              <td>{formatDateTime(readDateTime(transaction.dateTime))}</td>
              <td>{transactionTypeLabel(transaction.type)}</td>
              <td className="workspace-table__number">{formatSignedPence(transaction.amount)}</td>
              <td>{ledgerStatus(transaction)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
