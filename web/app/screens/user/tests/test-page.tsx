import { useSuspenseQuery } from '@tanstack/react-query';
import { isRunningWithResults } from '../../../../../domain/ab-tests/test-edit-rules';
import { getRouteApi, Link } from '@tanstack/react-router';
import { DeleteTestButton } from '../../../features/tests/delete-test-button';
import { DeleteTestDataButton } from '../../../features/tests/delete-test-data-button';
import { SecondaryGoalsForm } from '../../../features/goals/secondary-goals-form';
import { InstallSnippet } from '../../../features/install/install-snippet';
import { testQueryOptions } from '../../../features/tests/test-queries';
import { TestStatusActions } from '../../../features/tests/test-status-actions';
import { TestSummary } from '../../../features/tests/test-summary';
import { WhenDecidedChoice } from '../../../features/tests/when-decided-choice';
import { AddVariantForm } from '../../../features/variants/add-variant-form';
import { previewHelp } from '../../../features/variants/variant-preview-link';
import { VariantTable } from '../../../features/variants/variant-table';
import '../../../styles/tests.css';

const route = getRouteApi('/user/tests/$testId');

export function TestPage() {
  const { testId } = route.useParams();
  const { test } = useSuspenseQuery(testQueryOptions(testId)).data;
  return (
    <div className="page page--medium">
      <p className="page__breadcrumb">
        <Link to="/user/tests">Tests</Link>
      </p>
      <h1>{test.name}</h1>
      {test.description !== '' && <p className="lead">{test.description}</p>}
      {/* Switching the test on or off is what an owner comes here for most: above the fold, at every width. */}
      <div className="test-page__actions">
        <TestStatusActions testId={test.id} active={test.active} />
        <p>
          <Link to="/user/tests/$testId/results" params={{ testId: test.id }} className="button button--secondary">
            See the results
          </Link>
        </p>
      </div>

      <section className="test-section" aria-labelledby="test-details-heading">
        <h2 id="test-details-heading">Details</h2>
        <TestSummary test={test} />
        <WhenDecidedChoice testId={test.id} value={test.whenDecided} />
        <p>
          <Link to="/user/tests/$testId/edit" params={{ testId: test.id }} className="button button--secondary">
            Edit test
          </Link>
        </p>
        <SecondaryGoalsForm
          testId={test.id}
          websiteId={test.websiteId}
          primaryGoalId={test.goalId}
          secondaryGoals={test.secondaryGoals}
        />
      </section>

      <section className="test-section" aria-labelledby="test-variants-heading">
        <h2 id="test-variants-heading">Variants</h2>
        <VariantTable testId={test.id} pageUrl={test.pageUrl} variants={test.variants} />
        <p className="field__hint">{previewHelp}</p>
        <AddVariantForm testId={test.id} running={isRunningWithResults(test)} />
      </section>

      <div className="test-section">
        <InstallSnippet websiteUrl={test.websiteUrl} websiteId={test.websiteId} />
      </div>

      <section className="test-section" aria-labelledby="test-danger-heading">
        <h2 id="test-danger-heading">Delete</h2>
        <p>
          Deleting the collected data removes the sessions and results so far and keeps the test and its variants.
          Deleting the test removes it all.
        </p>
        <div className="button-row">
          <DeleteTestDataButton testId={test.id} testName={test.name} />
          <DeleteTestButton testId={test.id} testName={test.name} />
        </div>
      </section>
    </div>
  );
}
