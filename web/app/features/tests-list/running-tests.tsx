import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatCount } from '../../format/format-count';
import { runningTestsQueryOptions, runningTestsShown as shown } from './tests-list-queries';
import { verdictAtAGlance } from './tests-table';

/** My Account's view of what is live now: each running test with its sessions and verdict, and a way to the rest. */
export function RunningTests() {
  const query = useQuery(runningTestsQueryOptions());
  return (
    <section className="running-tests" aria-labelledby="running-tests-heading" aria-busy={query.isPending}>
      <h2 id="running-tests-heading">Running tests</h2>
      {query.isPending ? (
        <p>Loading your running tests…</p>
      ) : query.isError ? (
        <p>
          Could not load your running tests. <Link to="/user/tests">See all your tests</Link>.
        </p>
      ) : query.data.tests.total === 0 ? (
        <p>
          No test is running. <Link to="/user/tests">See your tests</Link> to start one.
        </p>
      ) : (
        <>
          <ul className="running-tests__list">
            {query.data.tests.tests.map((test) => (
              <li key={test.id} className="running-tests__item">
                <Link to="/user/tests/$testId/results" params={{ testId: test.id }}>
                  {test.name}
                </Link>
                <span className="running-tests__sessions">
                  {formatCount(test.testSessionsCount)} {test.testSessionsCount === 1 ? 'session' : 'sessions'}
                </span>
                <span className="running-tests__verdict">{verdictAtAGlance(test)}</span>
              </li>
            ))}
          </ul>
          {query.data.tests.total > shown && (
            <p>
              <Link to="/user/tests" search={{ status: 'RUNNING' }}>
                All {formatCount(query.data.tests.total)} running tests
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
