import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { clearAccount } from '../../account/account-cookies';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';
import { TextField } from '../../components/forms/text-field';
import { deleteUser } from './account-mutations';

/** Typing the email is the friction that fits an action that deletes everything for good. */
function matchesEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Deletes the account and everything it owns, after the owner types its email address to confirm. */
export function DeleteAccountSection({ email }: { email: string }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const remove = useMutation({ mutationFn: deleteUser });

  const openDialog = (): void => {
    setTyped('');
    setProblems([]);
    setOpen(true);
  };

  const confirm = async (): Promise<void> => {
    setProblems([]);
    try {
      await remove.mutateAsync();
    } catch (error) {
      setProblems(serverProblems(error));
      return;
    }
    clearAccount();
    setOpen(false);
    await navigate({ to: '/', replace: true });
  };

  return (
    <section className="account-section" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">Delete account</h2>
      <p>
        Deleting your account removes everything in it: your websites, pages, tests and their results, API keys and any
        unused test sessions. This cannot be undone.
      </p>
      <button type="button" className="button button--danger" onClick={openDialog}>
        Delete account
      </button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description={
          <p>
            This deletes your account and everything in it for good. To confirm, type your email address,{' '}
            <strong>{email}</strong>.
          </p>
        }
        confirmLabel="Delete my account"
        confirmingLabel="Deleting your account…"
        confirming={remove.isPending}
        confirmDisabled={!matchesEmail(typed, email)}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems} />
        <TextField
          label="Your email address"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}
