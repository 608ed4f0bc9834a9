import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { safeTestChangesHelp } from '../../../../../domain/ab-tests/test-edit-rules';
import { EditTestForm } from '../../../features/tests/edit-test/edit-test-form';
import { testQueryOptions } from '../../../features/tests/test-queries';
import '../../../styles/tests.css';

const route = getRouteApi('/user/tests/$testId/edit');

/** /user/tests/{testId}/edit: a test's details, changed at any time, running or not. */
export function EditTestPage() {
  const { testId } = route.useParams();
  const { test } = useSuspenseQuery(testQueryOptions(testId)).data;
  return (
    <div className="page page--medium">
      <p className="page__breadcrumb">
        <Link to="/user/tests">Tests</Link> /{' '}
        <Link to="/user/tests/$testId" params={{ testId }}>
          {test.name}
        </Link>
      </p>
      <h1>Edit test</h1>
      <p className="lead">{safeTestChangesHelp}</p>
      {/* Another test's id means another form: it starts afresh from that test's values. */}
      <EditTestForm key={test.id} test={test} />
    </div>
  );
}
