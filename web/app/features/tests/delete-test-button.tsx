import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';
import { testsListQueryKey } from '../tests-list/tests-list-queries';
import { deleteTest } from './test-mutations';
import { testQueryKey, testsQueryKey } from './test-queries';

/** Deletes a test with its variants and data, after asking, then goes to the tests list. */
export function DeleteTestButton({ testId, testName }: { testId: string; testName: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const remove = useMutation({ mutationFn: () => deleteTest(testId) });

  const confirm = async (): Promise<void> => {
    setProblems([]);
    try {
      await remove.mutateAsync();
    } catch (error) {
      setProblems(serverProblems(error));
      return;
    }
    setOpen(false);
    // The list loads afresh without the test. The test's own queries are dropped only once its page has gone:
    // refetched while it is still showing, they would answer NOT_FOUND.
    queryClient.removeQueries({ queryKey: testsListQueryKey });
    await navigate({ to: '/user/tests', replace: true });
    queryClient.removeQueries({ queryKey: testQueryKey(testId) });
    void queryClient.invalidateQueries({ queryKey: testsQueryKey });
  };

  return (
    <div className="danger-action">
      <button
        type="button"
        className="button button--danger"
        onClick={() => {
          setProblems([]);
          setOpen(true);
        }}
      >
        Delete test
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this test?"
        description={
          <p>
            This deletes <strong>{testName}</strong> with its variants and everything it has collected. This cannot be
            undone.
          </p>
        }
        confirmLabel="Delete test"
        confirmingLabel="Deleting test…"
        confirming={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </div>
  );
}
