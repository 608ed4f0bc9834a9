import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { formatPence } from '../../format/format-money';
import { commissionStatus, isReversedCommission, type AffiliateTransactionRow } from './affiliate-transaction';

/**
 * One page of the commissions: each is 30% of a referred payment, pending for 3 months (while the payment can
 * still be refunded), then qualified. A refund takes its commission back as a negative row.
 */
export function CommissionsTable({ commissions }: { commissions: readonly AffiliateTransactionRow[] }) {
  return (
    <div className="table-scroll">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your commissions</caption>
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
          {commissions.map((commission) => (
            <tr key={commission.id}>
              <td>{formatDateTime(readDateTime(commission.dateTime))}</td>
              <td className="workspace-table__number">
                {formatPence(commission.amount)}
                {isReversedCommission(commission) && <span className="affiliate-note"> Reversed (refund)</span>}
              </td>
              <td>{commissionStatus(commission)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
