import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';
import { revokeApiKey } from './api-key-mutations';
import { apiKeysQueryKey } from './api-key-queries';

/** Revokes one key after asking: whatever uses it stops working at once. */
export function RevokeApiKeyButton({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });

  const confirm = async (): Promise<void> => {
    setProblems([]);
    try {
      await revoke.mutateAsync(id);
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
        aria-label={`Revoke ${name}`}
        onClick={() => {
          setProblems([]);
          setOpen(true);
        }}
      >
        Revoke
      </button>
      <ConfirmDialog
        open={open}
        title="Revoke this API key?"
        description={
          <p>
            Anything using the key <strong>{name}</strong> will be refused from now on. This cannot be undone.
          </p>
        }
        confirmLabel="Revoke key"
        confirmingLabel="Revoking…"
        confirming={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </>
  );
}
