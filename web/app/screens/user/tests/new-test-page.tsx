import { Link } from '@tanstack/react-router';
import { NewTestWizard } from '../../../features/tests/new-test/new-test-wizard';

export function NewTestPage() {
  return (
    <div className="page page--medium">
      <p className="page__breadcrumb">
        <Link to="/user/tests">Tests</Link>
      </p>
      <h1>Create a test</h1>
      <p className="lead">
        Pick a page, describe the test, add the variants to compare with the original, and check it all before creating
        it.
      </p>
      <NewTestWizard />
    </div>
  );
}
