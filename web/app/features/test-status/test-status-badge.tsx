import type { TestStatus } from '../../gql/graphql';
import { SiteLink } from '../../components/navigation/site-link';
import { testStatusLabels } from './test-status-label';

/**
 * A test's status as one badge, the same everywhere; a test paused because its owner is out of sessions offers the
 * way out beside it.
 */
export function TestStatusBadge({ status, withAction = true }: { status: TestStatus; withAction?: boolean }) {
  return (
    <>
      <span className={`status status--${status.toLowerCase().replaceAll('_', '-')}`}>{testStatusLabels[status]}</span>
      {withAction && status === 'OUT_OF_SESSIONS' && (
        <>
          {' '}
          <SiteLink href="/pricing" className="status-action">
            Buy sessions
          </SiteLink>
        </>
      )}
    </>
  );
}
