import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { formatPence } from '../../format/format-money';
import { isReturnedPayout, type AffiliateTransactionRow } from './affiliate-transaction';

/**
 * One page of the payouts: each as the amount paid to the affiliate (the ledger keeps it negative, as money
 * leaving the balance); a payout that failed and came back to the balance reads "Returned".
 */
export function PaymentsTable({ payments }: { payments: readonly AffiliateTransactionRow[] }) {
  return (
    <div className="table-scroll">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your payouts</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="workspace-table__number">
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatDateTime(readDateTime(payment.dateTime))}</td>
              <td className="workspace-table__number">{formatPence(Math.abs(payment.amount))}</td>
              <td>
                {isReturnedPayout(payment) ? (
                  <span className="status status--inactive">Returned</span>
                ) : (
                  <span className="status status--active">Paid</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
