import { readDateTime, readOptionalDateTime } from '../../api/date-time-scalar';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatDate } from '../../format/format-date-time';
import { formatPence } from '../../format/format-money';

export interface ReferralRowData {
  readonly id: string;
  readonly dateCreated: unknown;
  readonly conversionDate?: unknown;
  readonly totalPayments: number;
  readonly totalCommissionsValue: number;
}

/** One page of the affiliate's referrals: when each signed up and first paid, and what they brought in. */
export function ReferralsTable({ referrals }: { referrals: readonly ReferralRowData[] }) {
  return (
    <TableScroll label="Your referrals">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your referrals</caption>
        <thead>
          <tr>
            <th scope="col">Signed up</th>
            <th scope="col">First payment</th>
            <th scope="col" className="workspace-table__number">
              Payments
            </th>
            <th scope="col" className="workspace-table__number">
              Commission
            </th>
          </tr>
        </thead>
        <tbody>
          {referrals.map((referral) => {
            const firstPayment = readOptionalDateTime(referral.conversionDate);
            return (
              <tr key={referral.id}>
                <td data-label="Signed up">{formatDate(readDateTime(referral.dateCreated))}</td>
                <td data-label="First payment">{firstPayment === null ? 'Not yet' : formatDate(firstPayment)}</td>
                <td className="workspace-table__number" data-label="Payments">
                  {formatPence(referral.totalPayments)}
                </td>
                <td className="workspace-table__number" data-label="Commission">
                  {formatPence(referral.totalCommissionsValue)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
