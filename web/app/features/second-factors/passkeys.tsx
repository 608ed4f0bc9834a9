import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { readDateTime, readOptionalDateTime } from '../../api/date-time-scalar';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { formatDateTime } from '../../format/format-date-time';
import { PasswordConfirmButton } from './password-dialog';
import { addPasskey, removePasskey, secondFactorsQueryKey } from './second-factor-api';

const addPasskeySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name for the passkey').max(60, 'Use at most 60 characters for the name'),
});

export interface PasskeyRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: unknown;
  readonly lastUsedAt?: unknown;
}

/** The browser's refusal (the person cancelled, or took too long) in words, rather than as a server problem. */
function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

/** Names a new passkey and has the browser make it; recovery codes come with the first second factor. */
export function AddPasskeyForm({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: addPasskeySchema,
    defaultValues: { name: '' },
    fields: ['name'],
    submit: async ({ name }, { reset, setError }) => {
      try {
        const added = await add.mutateAsync(name);
        reset();
        if (added.recoveryCodes !== null) onRecoveryCodes(added.recoveryCodes);
      } catch (error) {
        if (!passkeyCancelled(error)) throw error;
        setError('name', { message: 'The passkey was not made: the request was cancelled or timed out. Try again.' });
      }
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <TextField
        label="Name for the passkey"
        hint="Say where the passkey lives, like “Work laptop” or “Phone”, so you know which one to remove later."
        autoComplete="off"
        maxLength={60}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="form__actions">
        <SubmitButton label="Add a passkey" submittingLabel="Waiting for the passkey…" submitting={isSubmitting} />
      </div>
    </form>
  );
}

/** The account's passkeys, each removable with the current password. */
export function PasskeyList({ passkeys }: { passkeys: readonly PasskeyRow[] }) {
  const queryClient = useQueryClient();
  if (passkeys.length === 0) return <p>No passkeys yet.</p>;
  return (
    <ul className="passkey-list" aria-label="Your passkeys">
      {passkeys.map((passkey) => {
        const lastUsedAt = readOptionalDateTime(passkey.lastUsedAt);
        return (
          <li key={passkey.id} className="passkey-list__item">
            <span>
              <strong>{passkey.name}</strong>
              <br />
              <small>
                Added {formatDateTime(readDateTime(passkey.createdAt))} · last used{' '}
                {lastUsedAt === null ? 'never' : formatDateTime(lastUsedAt)}
              </small>
            </span>
            <PasswordConfirmButton
              small
              label="Remove"
              ariaLabel={`Remove passkey ${passkey.name}`}
              title="Remove this passkey?"
              description={
                <p>
                  The passkey <strong>{passkey.name}</strong> will no longer log you in. Enter your password to confirm.
                </p>
              }
              confirmLabel="Remove passkey"
              confirmingLabel="Removing…"
              onConfirm={async (currentPassword) => {
                await removePasskey({ id: passkey.id, currentPassword });
                await queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey });
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}
