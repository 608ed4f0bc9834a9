import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Notice } from '../../../components/feedback/notice';
import { formatTime } from '../../../format/format-date-time';
import { goalMetricDisplay } from '../../../features/results/goal-metric';
import { ButtonsAndFormsTable, EngagementTable } from '../../../features/results/performance-tables';
import { LiftOverTimeChart } from '../../../features/results/lift-over-time-chart';
import { variantResults } from '../../../features/results/results-data';
import { resultsRefreshMs, testResultsQueryOptions } from '../../../features/results/results-queries';
import { ResultsVerdict } from '../../../features/results/results-verdict';
import { SessionProgress } from '../../../features/results/session-progress';
import { OneNetworkWarning } from '../../../features/results/one-network-warning';
import { SrmWarning } from '../../../features/results/srm-warning';
import { TestChangesNotice } from '../../../features/results/test-changes-notice';
import { GoalCsvDownloads, GoalResultsTables } from '../../../features/results/goal-results-tables';
import { TestDecision } from '../../../features/results/test-decision';
import { useOpenDetailsForPrint } from '../../../features/results/open-details-for-print';
import { ShareResultsSection } from '../../../features/results/share-results-section';
import '../../../styles/tests.css';
import '../../../styles/results.css';

const route = getRouteApi('/user/tests/$testId/results');

/**
 * /user/tests/{testId}/results, read at a glance: the verdict and what to do, then one compact table per goal (one
 * row per variant: its value, its lift with the interval drawn as a bar, its chance to beat A); the lift day by day
 * and the engagement figures folded away below. Live.
 */
export function TestResultsPage() {
  const { testId } = route.useParams();
  const query = useSuspenseQuery(testResultsQueryOptions(testId));
  useOpenDetailsForPrint();
  const data = query.data;
  const { test, testResults } = data;
  const rows = variantResults(data);
  const goal = goalMetricDisplay(testResults.goalMetric ?? null, {
    name: test.goalName,
    kind: testResults.goalKind,
    currency: test.currency,
  });
  // An engagement goal does not compare a redirect variant (its visitors' visit is on another page): nor does its chart.
  const redirecting = new Set(test.variants.filter((v) => v.pageRedirectUrl !== null).map((v) => v.variantNo));
  const measuredDays =
    (testResults.goalMetric ?? null) === null
      ? testResults.liftOverTime
      : testResults.liftOverTime.filter((d) => !redirecting.has(d.variantNo));
  return (
    <div className="page results-page">
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
        {/* The buttons say what they do, right below the verdict they act on. */}
        <h2 id="results-decision-heading" className="visually-hidden">
          Decide
        </h2>
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
          <section className="test-section" aria-labelledby="results-goals-heading">
            <h2 id="results-goals-heading">Results by goal</h2>
            <GoalResultsTables goals={testResults.goals} variants={test.variants} currency={test.currency} />
          </section>
          <section className="test-section results-more" aria-labelledby="results-more-heading">
            {/* The disclosures name themselves; the heading is for finding the section by headings. */}
            <h2 id="results-more-heading" className="visually-hidden">
              More detail
            </h2>
            <details className="results-more__item" data-testid="results-by-day">
              <summary>Lift over A by day</summary>
              <LiftOverTimeChart days={measuredDays} csvName={test.name} />
            </details>
            <details className="results-more__item" data-testid="results-engagement-details">
              <summary>Engagement and bounce rate</summary>
              <EngagementTable rows={rows} />
              <ButtonsAndFormsTable rows={rows} />
            </details>
            <details className="results-more__item" data-testid="results-downloads">
              <summary>Download the figures as CSV</summary>
              <GoalCsvDownloads goals={testResults.goals} csvName={test.name} />
            </details>
          </section>
        </>
      )}
    </div>
  );
}
