import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';

/**
 * A row's Delete button: asks first, says what else goes with it, and shows why a delete failed in the dialog.
 * `onConfirm` does the delete; once it has succeeded the dialog closes and `onDeleted` does what follows
 * (moving page, refreshing lists, placing focus).
 */
export function DeleteRowButton({
  name,
  title,
  description,
  confirmLabel,
  onConfirm,
  onDeleted,
}: {
  name: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onDeleted: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);

  const confirm = async (): Promise<void> => {
    setProblems([]);
    setDeleting(true);
    try {
      await onConfirm();
    } catch (error) {
      setProblems(serverProblems(error));
      setDeleting(false);
      return;
    }
    // Closed at once, not on the next render: while the modal is open the rest of the page is inert, so
    // `onDeleted` could not move focus there.
    flushSync(() => {
      setDeleting(false);
      setOpen(false);
    });
    await onDeleted();
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Delete ${name}`}
        onClick={() => {
          setProblems([]);
          setOpen(true);
        }}
      >
        Delete
      </button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        confirmingLabel="Deleting…"
        confirming={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
      </ConfirmDialog>
    </>
  );
}
