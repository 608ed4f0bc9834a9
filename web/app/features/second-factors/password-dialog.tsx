import { useState, type ReactNode } from 'react';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FormProblems } from '../../components/forms/form-problems';
import { TextField } from '../../components/forms/text-field';

/**
 * A button that opens a dialog asking for the current password before `onConfirm`: turning a second factor off,
 * or replacing the recovery codes, must not be possible from a session left open.
 */
export function PasswordConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirmLabel,
  confirmingLabel,
  onConfirm,
  small = false,
}: {
  label: string;
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  confirmingLabel: string;
  onConfirm: (currentPassword: string) => Promise<void>;
  small?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const passwordProblem = problems.find((p) => p.field === 'currentPassword');

  const confirm = async (): Promise<void> => {
    setProblems([]);
    setConfirming(true);
    try {
      await onConfirm(password);
      setOpen(false);
    } catch (error) {
      setProblems(serverProblems(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--secondary${small ? ' button--small' : ''}`}
        aria-label={ariaLabel}
        onClick={() => {
          setPassword('');
          setProblems([]);
          setOpen(true);
        }}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        confirmingLabel={confirmingLabel}
        confirming={confirming}
        confirmDisabled={password === ''}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormProblems problems={problems.filter((p) => p !== passwordProblem)} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordProblem?.message}
          onChange={(event) => setPassword(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
