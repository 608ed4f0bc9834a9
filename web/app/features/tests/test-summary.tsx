import { readDateTime } from '../../api/date-time-scalar';
import type { TestStatus } from '../../gql/graphql';
import { TestStatusBadge } from '../test-status/test-status-badge';
import { formatCount } from '../../format/format-count';
import { formatDate } from '../../format/format-date-time';
import { formatLift } from '../../format/format-measure';
import { deviceNamesLabel } from './device-names-label';
import { goalLabel } from './goal-label';
import { visitsLeftOutLabel, type VisitsLeftOutCounts } from './visits-left-out-label';

export interface TestSummaryFields {
  readonly pageUrl: string;
  readonly websiteUrl: string;
  readonly goalName: string;
  readonly startDate: unknown;
  readonly endDate: unknown;
  readonly maxCases: number;
  readonly minimumLiftPercent: number;
  readonly targetDeviceNames: readonly string[];
  readonly testSessionsCount: number;
  readonly visitsLeftOut: VisitsLeftOutCounts;
  readonly status: TestStatus;
}

/** A test's settings and state as a description list, dates dd/mm/yyyy (SPEC §9). */
export function TestSummary({ test }: { test: TestSummaryFields }) {
  return (
    <dl className="summary-list">
      <dt>Status</dt>
      <dd>
        <TestStatusBadge status={test.status} />
      </dd>
      <dt>Page</dt>
      <dd className="summary-list__url">{test.pageUrl}</dd>
      <dt>Website</dt>
      <dd className="summary-list__url">{test.websiteUrl}</dd>
      <dt>Goal</dt>
      <dd>{goalLabel(test.goalName)}</dd>
      <dt>Start date</dt>
      <dd>{formatDate(readDateTime(test.startDate))}</dd>
      <dt>End date</dt>
      <dd>{formatDate(readDateTime(test.endDate))}</dd>
      <dt>Maximum test sessions</dt>
      <dd>{formatCount(test.maxCases)}</dd>
      <dt>Smallest lift worth finding</dt>
      <dd>{formatLift(test.minimumLiftPercent / 100)}</dd>
      <dt>Devices</dt>
      <dd>{deviceNamesLabel(test.targetDeviceNames)}</dd>
      <dt>Sessions so far</dt>
      <dd>{formatCount(test.testSessionsCount)}</dd>
      <dt>Visits left out (not charged)</dt>
      <dd>{visitsLeftOutLabel(test.visitsLeftOut)}</dd>
    </dl>
  );
}
