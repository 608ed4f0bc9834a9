import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatCount } from '../format/format-count';
import { formatRate } from '../format/format-measure';
import { formatTime } from '../format/format-date-time';
import { goalMetricDisplay } from '../features/results/goal-metric';
import { GoalResultsTables } from '../features/results/goal-results-tables';
import { LiftOverTimeChart } from '../features/results/lift-over-time-chart';
import { OneNetworkWarning } from '../features/results/one-network-warning';
import { ButtonsAndFormsTable, EngagementTable } from '../features/results/performance-tables';
import { variantResults } from '../features/results/results-data';
import { ResultsVerdict } from '../features/results/results-verdict';
import { sharedResultsQueryOptions } from '../features/results/share-link-api';
import { SrmWarning } from '../features/results/srm-warning';
import { TestChangesNotice } from '../features/results/test-changes-notice';
import '../styles/tests.css';
import '../styles/results.css';

const route = getRouteApi('/shared/results/$token');

/**
 * /shared/results/{token}: a test's results through its owner's share link, with no sign-in. The same figures and
 * components as the owner's results page, without anything of the owner's: no balance, no decision, no links into
 * their account.
 */
export function SharedResultsPage() {
  const { token } = route.useParams();
  const query = useSuspenseQuery(sharedResultsQueryOptions(token));
  const data = query.data.sharedTestResults;
  const { test, testResults } = data;
  const rows = variantResults(data);
  const goal = goalMetricDisplay(testResults.goalMetric ?? null, {
    name: test.goalName,
    kind: testResults.goalKind,
    currency: test.currency,
  });
  const share = test.maxCases > 0 ? Math.min(1, testResults.sessions / test.maxCases) : 0;
  return (
    <div className="page shared-results">
      <p className="page__breadcrumb">Shared results, read only</p>
      <h1>Results: {test.name}</h1>
      <p className="results-updated" aria-live="off">
        Updated {formatTime(new Date(query.dataUpdatedAt))}.{' '}
        {test.live ? 'The test is running.' : 'The test is not running.'}
      </p>
      <TestChangesNotice changes={test.changes} />

      <section className="test-section" aria-labelledby="results-verdict-heading">
        <h2 id="results-verdict-heading">Verdict</h2>
        <ResultsVerdict data={data} goal={goal} />
        {testResults.sampleRatio?.mismatch === true && <SrmWarning pValue={testResults.sampleRatio.pValue} />}
        {testResults.networks?.concentrated === true && <OneNetworkWarning share={testResults.networks.largestShare} />}
        <dl className="summary-list results-progress">
          <dt id="results-sessions-label">Sessions</dt>
          <dd>
            <progress
              className="results-progress__bar"
              value={testResults.sessions}
              max={test.maxCases}
              aria-labelledby="results-sessions-label"
            />
            <span data-testid="results-sessions">
              {formatCount(testResults.sessions)} of {formatCount(test.maxCases)} ({formatRate(share)})
            </span>
          </dd>
        </dl>
      </section>

      {testResults.sessions === 0 ? (
        <p className="none-found">No visitor has taken part yet.</p>
      ) : (
        <>
          <section className="test-section" aria-labelledby="results-goals-heading">
            <h2 id="results-goals-heading">Results by goal</h2>
            <GoalResultsTables goals={testResults.goals} variants={test.variants} currency={test.currency} />
          </section>
          <section className="test-section results-more" aria-labelledby="results-more-heading">
            <h2 id="results-more-heading" className="visually-hidden">
              More detail
            </h2>
            <details className="results-more__item" data-testid="results-by-day">
              <summary>Lift over A by day</summary>
              <LiftOverTimeChart days={testResults.liftOverTime} csvName={test.name} />
            </details>
            <details className="results-more__item" data-testid="results-engagement-details">
              <summary>Engagement and bounce rate</summary>
              <EngagementTable rows={rows} />
              <ButtonsAndFormsTable rows={rows} />
            </details>
          </section>
        </>
      )}
    </div>
  );
}
