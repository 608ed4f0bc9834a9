import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Notice } from '../../../components/feedback/notice';
import { formatTime } from '../../../format/format-date-time';
import { goalMetricDisplay } from '../../../features/results/goal-metric';
import { GoalTable } from '../../../features/results/goal-table';
import { ButtonsAndFormsTable, EngagementTable } from '../../../features/results/performance-tables';
import { LiftOverTimeChart } from '../../../features/results/lift-over-time-chart';
import { ResultsCharts } from '../../../features/results/results-charts';
import { variantResults } from '../../../features/results/results-data';
import { resultsRefreshMs, testResultsQueryOptions } from '../../../features/results/results-queries';
import { ResultsVerdict } from '../../../features/results/results-verdict';
import { SessionProgress } from '../../../features/results/session-progress';
import { OneNetworkWarning } from '../../../features/results/one-network-warning';
import { SrmWarning } from '../../../features/results/srm-warning';
import { TestChangesNotice } from '../../../features/results/test-changes-notice';
import { GoalResultsTables } from '../../../features/results/goal-results-tables';
import { TestDecision } from '../../../features/results/test-decision';
import { ShareResultsSection } from '../../../features/results/share-results-section';
import '../../../styles/tests.css';
import '../../../styles/results.css';

const route = getRouteApi('/user/tests/$testId/results');

/** /user/tests/{testId}/results: the verdict, the split's health, the goal and every per-variant figure, live. */
export function TestResultsPage() {
  const { testId } = route.useParams();
  const query = useSuspenseQuery(testResultsQueryOptions(testId));
  const data = query.data;
  const { test, testResults } = data;
  const rows = variantResults(data);
  const goal = goalMetricDisplay(testResults.goalMetric ?? null, {
    name: test.goalName,
    kind: testResults.goalKind,
    currency: test.currency,
  });
  return (
    <div className="page">
      <p className="page__breadcrumb">
        <Link to="/user/tests">Tests</Link> /{' '}
        <Link to="/user/tests/$testId" params={{ testId }}>
          {test.name}
        </Link>
      </p>
      <h1>Results: {test.name}</h1>
      <p className="results-updated" aria-live="off">
        Updated {formatTime(new Date(query.dataUpdatedAt))}; refreshes every {resultsRefreshMs / 1000} seconds.
      </p>
      {query.isRefetchError && (
        <Notice kind="error">Could not refresh the results: these are from the last successful update.</Notice>
      )}
      <TestChangesNotice changes={test.changes} />

      <section className="test-section" aria-labelledby="results-verdict-heading">
        <h2 id="results-verdict-heading">Verdict</h2>
        <ResultsVerdict data={data} goal={goal} />
        {testResults.sampleRatio?.mismatch === true && <SrmWarning pValue={testResults.sampleRatio.pValue} />}
        {testResults.networks?.concentrated === true && <OneNetworkWarning share={testResults.networks.largestShare} />}
        <SessionProgress
          sessions={testResults.sessions}
          maxCases={testResults.maxCases}
          balance={data.testSessionsRemaining}
          status={test.status}
        />
      </section>

      <section className="test-section" aria-labelledby="results-decision-heading">
        <h2 id="results-decision-heading">Decide</h2>
        <TestDecision
          testId={test.id}
          status={test.status}
          variants={test.variants}
          shippedVariantId={test.shippedVariantId ?? null}
          winnerNo={testResults.verdict.kind === 'WINNER' ? (testResults.verdict.variantNo ?? null) : null}
          action={testResults.verdict.action}
          waitingForFullWeek={testResults.verdict.waitingForFullWeek === true}
        />
      </section>

      <ShareResultsSection testId={test.id} shareLink={test.shareLink ?? null} />

      {testResults.sessions === 0 ? (
        <p className="none-found">
          No visitor has taken part yet. Check that the tracking script is on the page and that the test is active on
          its{' '}
          <Link to="/user/tests/$testId" params={{ testId }}>
            test page
          </Link>
          .
        </p>
      ) : (
        <>
          <section className="test-section" aria-labelledby="results-goal-heading">
            <h2 id="results-goal-heading">Goal</h2>
            <GoalTable rows={rows} goal={goal} controlValue={testResults.controlValue ?? null} csvName={test.name} />
            <ResultsCharts
              rows={rows}
              goal={goal}
              goalMetric={testResults.goalMetric ?? null}
              controlValue={testResults.controlValue ?? null}
            />
            <LiftOverTimeChart days={testResults.liftOverTime} csvName={test.name} />
          </section>
          {testResults.goals.length > 1 || (testResults.goalMetric ?? null) === null ? (
            <section className="test-section" aria-labelledby="results-goals-heading">
              <h2 id="results-goals-heading">Every goal</h2>
              <GoalResultsTables goals={testResults.goals} variants={test.variants} currency={test.currency} />
            </section>
          ) : null}
          <section className="test-section" aria-labelledby="results-variants-heading">
            <h2 id="results-variants-heading">Every variant</h2>
            <EngagementTable rows={rows} />
            <ButtonsAndFormsTable rows={rows} />
          </section>
        </>
      )}
    </div>
  );
}
