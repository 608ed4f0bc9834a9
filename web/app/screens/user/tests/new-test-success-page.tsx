import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { InstallSnippet } from '../../../features/install/install-snippet';
import { testQueryOptions } from '../../../features/tests/test-queries';
import '../../../styles/tests.css';

const route = getRouteApi('/user/tests/new/success/$testId');

export function NewTestSuccessPage() {
  const { testId } = route.useParams();
  const { test } = useSuspenseQuery(testQueryOptions(testId)).data;
  return (
    <div className="page page--medium">
      <h1>Your test is ready</h1>
      <p className="lead">
        <strong>{test.name}</strong> has been created. It is inactive until you activate it, so no visitor takes part
        yet and no sessions are used.
      </p>
      <div className="button-row">
        <Link to="/user/tests/$testId" params={{ testId }} className="button button--primary">
          Open the test
        </Link>
      </div>
      <div className="test-section">
        <InstallSnippet websiteUrl={test.websiteUrl} websiteId={test.websiteId} />
      </div>
    </div>
  );
}
