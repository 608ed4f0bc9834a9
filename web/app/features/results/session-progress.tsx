import { Link } from '@tanstack/react-router';
import { formatCount } from '../../format/format-count';
import { formatRate } from '../../format/format-measure';

/** Sessions so far against the test's maximum, and what the account has left to spend. */
export function SessionProgress({
  sessions,
  maxCases,
  balance,
  active,
}: {
  sessions: number;
  maxCases: number;
  balance: number;
  active: boolean;
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
      <dd>{active ? (sessions >= maxCases ? 'Finished: maximum sessions reached' : 'Active') : 'Inactive'}</dd>
      <dt>Account balance</dt>
      <dd data-testid="results-balance">
        {formatCount(balance)} {balance === 1 ? 'session' : 'sessions'} left
        {balance === 0 && (
          <>
            {' '}
            — live tests are paused until the next top-up. <Link to="/user">Your account</Link>
          </>
        )}
      </dd>
    </dl>
  );
}
