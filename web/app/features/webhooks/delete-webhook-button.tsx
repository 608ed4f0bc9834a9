import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';
import { deleteWebhook, webhooksQueryKey } from './webhook-api';

/** Deletes one endpoint after asking: it is told nothing more, and its log of deliveries goes with it. */
export function DeleteWebhookButton({ id, url }: { id: string; url: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const remove = useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });

  const confirm = async (): Promise<void> => {
    setProblems([]);
    try {
      await remove.mutateAsync(id);
      setOpen(false);
    } catch (error) {
      setProblems(serverProblems(error));
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Delete the webhook ${url}`}
        onClick={() => {
          setProblems([]);
          setOpen(true);
        }}
      >
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this webhook?"
        description={
          <p>
            <strong className="webhook__url">{url}</strong> will not be told of your tests' decisions any more, and its
            log of deliveries is deleted with it. Deliveries not yet sent are dropped. This cannot be undone.
          </p>
        }
        confirmLabel="Delete webhook"
        confirmingLabel="Deleting…"
        confirming={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </>
  );
}
