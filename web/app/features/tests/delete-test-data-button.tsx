import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { deleteTestDataForTest } from './test-mutations';
import { testsQueryKey } from './test-queries';

/** Clears what a test has collected, after asking; the test and its variants stay as they are. */
export function DeleteTestDataButton({ testId, testName }: { testId: string; testName: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [done, setDone] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteTestDataForTest(testId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testsQueryKey }),
  });

  const confirm = async (): Promise<void> => {
    setProblems([]);
    try {
      await remove.mutateAsync();
      setOpen(false);
      setDone(true);
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <div className="danger-action">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          setProblems([]);
          setDone(false);
          setOpen(true);
        }}
      >
        Delete collected data
      </button>
      <div aria-live="polite">
        {done && <Notice kind="success">The collected data was deleted. The test and its variants are kept.</Notice>}
      </div>
      <ConfirmDialog
        open={open}
        title="Delete the collected data?"
        description={
          <p>
            This removes every session and result <strong>{testName}</strong> has collected so far. The test and its
            variants are kept, so it can start collecting afresh. This cannot be undone.
          </p>
        }
        confirmLabel="Delete data"
        confirmingLabel="Deleting data…"
        confirming={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </div>
  );
}
