import { Link } from '@tanstack/react-router';
import { readDateTime } from '../../api/date-time-scalar';
import { formatCount } from '../../format/format-count';
import { formatDate } from '../../format/format-date-time';

export interface TestRowData {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
  readonly startDate: unknown;
  readonly endDate: unknown;
  readonly pageUrl: string;
  readonly testSessionsCount: number;
}

/** One page of the owner's tests; each name opens the test. */
export function TestsTable({ tests }: { tests: readonly TestRowData[] }) {
  return (
    <div className="table-scroll">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your tests</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Page URL</th>
            <th scope="col">Status</th>
            <th scope="col">Start date</th>
            <th scope="col">End date</th>
            <th scope="col" className="workspace-table__number">
              Sessions
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.id}>
              <th scope="row">
                {/* The test screens' routes are another file's; the path is written out as SPEC §2 gives it. */}
                <Link to={`/user/tests/${encodeURIComponent(test.id)}` as '/'}>{test.name}</Link>
              </th>
              <td className="workspace-table__url">{test.pageUrl}</td>
              <td>
                <span className={`status status--${test.active ? 'active' : 'inactive'}`}>
                  {test.active ? 'Active' : 'Inactive'}
                </span>
              </td>
              <td>{formatDate(readDateTime(test.startDate))}</td>
              <td>{formatDate(readDateTime(test.endDate))}</td>
              <td className="workspace-table__number">{formatCount(test.testSessionsCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
