import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmedActionButton } from '../../components/dialog/confirmed-action-button';
import { testsListQueryKey } from '../tests-list/tests-list-queries';
import { deleteTest } from './test-mutations';
import { testQueryKey, testsQueryKey } from './test-queries';

/** Deletes a test with its variants and data, after asking, then goes to the tests list. */
export function DeleteTestButton({ testId, testName }: { testId: string; testName: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className="danger-action">
      <ConfirmedActionButton
        label="Delete test"
        title="Delete this test?"
        description={
          <p>
            This deletes <strong>{testName}</strong> with its variants and everything it has collected. This cannot be
            undone.
          </p>
        }
        confirmLabel="Delete test"
        confirmingLabel="Deleting test…"
        onConfirm={async () => {
          await deleteTest(testId);
        }}
        onDone={async () => {
          // The list loads afresh without the test. The test's own queries are dropped only once its page has
          // gone: refetched while it is still showing, they would answer NOT_FOUND.
          queryClient.removeQueries({ queryKey: testsListQueryKey });
          await navigate({ to: '/user/tests', replace: true });
          queryClient.removeQueries({ queryKey: testQueryKey(testId) });
          void queryClient.invalidateQueries({ queryKey: testsQueryKey });
        }}
      />
    </div>
  );
}
