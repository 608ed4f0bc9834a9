import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';
import { testQueryKey, testsQueryKey } from '../tests/test-queries';
import { deleteTestVariant } from './variant-mutations';
import { variantQueryKey } from './variant-queries';

/** Deletes a variant (never the control) after asking, then returns to its test. */
export function DeleteVariantButton({
  testId,
  variantId,
  variantName,
}: {
  testId: string;
  variantId: string;
  variantName: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const remove = useMutation({ mutationFn: () => deleteTestVariant(variantId) });

  const confirm = async (): Promise<void> => {
    setProblems([]);
    try {
      await remove.mutateAsync();
    } catch (error) {
      setProblems(serverProblems(error));
      return;
    }
    setOpen(false);
    // The test is fetched again now (without the variant) for its page to show; the variant's own query goes only
    // once its page has gone, since refetched while showing it would answer NOT_FOUND.
    await queryClient.refetchQueries({ queryKey: testQueryKey(testId), exact: true });
    await navigate({ to: '/user/tests/$testId', params: { testId }, replace: true });
    queryClient.removeQueries({ queryKey: variantQueryKey(testId, variantId) });
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
        Delete variant
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this variant?"
        description={
          <p>
            This deletes <strong>{variantName}</strong>. Its share of the traffic goes to the control. This cannot be
            undone.
          </p>
        }
        confirmLabel="Delete variant"
        confirmingLabel="Deleting variant…"
        confirming={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </div>
  );
}
