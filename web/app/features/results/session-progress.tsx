import { formatCount } from '../../format/format-count';
import { formatRate } from '../../format/format-measure';
import type { TestStatus } from '../../gql/graphql';
import { SiteLink } from '../../components/navigation/site-link';
import { TestStatusBadge } from '../test-status/test-status-badge';

/** Sessions so far against the test's maximum, and what the account has left to spend. */
export function SessionProgress({
  sessions,
  maxCases,
  balance,
  status,
}: {
  sessions: number;
  maxCases: number;
  balance: number;
  status: TestStatus;
}) {
  const share = maxCases > 0 ? Math.min(1, sessions / maxCases) : 0;
  return (
    <dl className="summary-list results-progress">
      <dt id="results-sessions-label">Sessions</dt>
      <dd>
        <progress
          className="results-progress__bar"
          value={sessions}
          max={maxCases}
          aria-labelledby="results-sessions-label"
        />
        <span data-testid="results-sessions">
          {formatCount(sessions)} of {formatCount(maxCases)} ({formatRate(share)})
        </span>
      </dd>
      <dt>Status</dt>
      <dd>
        <TestStatusBadge status={status} withAction={false} />
      </dd>
      <dt>Account balance</dt>
      <dd data-testid="results-balance">
        {formatCount(balance)} {balance === 1 ? 'session' : 'sessions'} left
        {balance === 0 && (
          <>
            {' '}
            — live tests are paused until you buy sessions or the next top-up.{' '}
            <SiteLink href="/pricing">Buy sessions</SiteLink>
          </>
        )}
      </dd>
    </dl>
  );
}
