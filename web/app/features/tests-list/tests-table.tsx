import { Link } from '@tanstack/react-router';
import { readDateTime } from '../../api/date-time-scalar';
import { formatCount } from '../../format/format-count';
import { formatDate } from '../../format/format-date-time';
import type { TestStatus } from '../../gql/graphql';
import { TestStatusBadge } from '../test-status/test-status-badge';
import { verdictText, type VerdictFields } from '../results/verdict-text';
import { TableScroll } from '../../components/tables/table-scroll';

export interface TestRowData {
  readonly id: string;
  readonly name: string;
  readonly status: TestStatus;
  readonly startDate: unknown;
  readonly endDate: unknown;
  readonly pageUrl: string;
  readonly testSessionsCount: number;
  readonly variants: readonly { readonly variantNo: number }[];
  readonly verdict: VerdictFields;
}

/** The verdict's headline, as the results page puts it ("B beats A with 97% probability"). */
export function verdictAtAGlance(test: Pick<TestRowData, 'variants' | 'verdict'>): string {
  const variantNos = test.variants.map((v) => v.variantNo).filter((no) => no !== 0);
  return verdictText(test.verdict, { variantNos }).headline;
}

/** One page of the owner's tests; each name opens the test. */
export function TestsTable({ tests }: { tests: readonly TestRowData[] }) {
  return (
    <TableScroll label="Your tests">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your tests</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Page URL</th>
            <th scope="col">Status</th>
            <th scope="col">Verdict</th>
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
              <td className="workspace-table__url table__wrap" data-label="Page URL">
                {test.pageUrl}
              </td>
              <td data-label="Status">
                <TestStatusBadge status={test.status} />
              </td>
              <td data-label="Verdict">{verdictAtAGlance(test)}</td>
              <td data-label="Start date">{formatDate(readDateTime(test.startDate))}</td>
              <td data-label="End date">{formatDate(readDateTime(test.endDate))}</td>
              <td className="workspace-table__number" data-label="Sessions">
                {formatCount(test.testSessionsCount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
