import { readDateTime } from '../../api/date-time-scalar';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatDate, formatTime } from '../../format/format-date-time';

export interface AffiliateSessionRowData {
  readonly id: string;
  readonly dateTime: unknown;
}

/** One page of the visits through the referral link: when each was, and nothing about who made it. */
export function SessionsTable({ sessions }: { sessions: readonly AffiliateSessionRowData[] }) {
  return (
    <TableScroll label="Visits through your referral link">
      <table className="table workspace-table">
        <caption className="visually-hidden">Visits through your referral link</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => {
            const visitedAt = readDateTime(session.dateTime);
            return (
              <tr key={session.id}>
                <td data-label="Date">{formatDate(visitedAt)}</td>
                <td data-label="Time">{formatTime(visitedAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
