import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmedActionButton } from '../../components/dialog/confirmed-action-button';
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
  return (
    <div className="danger-action">
      <ConfirmedActionButton
        label="Delete variant"
        title="Delete this variant?"
        description={
          <p>
            This deletes <strong>{variantName}</strong>. Its share of the traffic goes to the control. This cannot be
            undone.
          </p>
        }
        confirmLabel="Delete variant"
        confirmingLabel="Deleting variant…"
        onConfirm={async () => {
          await deleteTestVariant(variantId);
        }}
        onDone={async () => {
          // The test is fetched again (without the variant) for its page to show; the variant's own query goes
          // only once its page has gone, since refetched while showing it would answer NOT_FOUND.
          await queryClient.refetchQueries({ queryKey: testQueryKey(testId), exact: true });
          await navigate({ to: '/user/tests/$testId', params: { testId }, replace: true });
          queryClient.removeQueries({ queryKey: variantQueryKey(testId, variantId) });
          void queryClient.invalidateQueries({ queryKey: testsQueryKey });
        }}
      />
    </div>
  );
}
