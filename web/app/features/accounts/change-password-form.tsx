import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { saveAccount } from '../../account/account-cookies';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { currentPasswordField, newPasswordField } from './account-fields';
import { changePassword } from './account-mutations';
import { newPasswordHintFor } from './password-rule';

const changePasswordSchema = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });

/**
 * Sets a new password with the current one. Every other session of the account ends (a phone, a shared computer,
 * or whoever had the old password); this browser stays signed in with the new session the server answers with.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [changed, setChanged] = useState(false);
  const change = useMutation({ mutationFn: changePassword });
  const { form, problems, onSubmit } = useServerForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', newPassword: '' },
    fields: ['currentPassword', 'newPassword'],
    submit: async (values, { reset }) => {
      setChanged(false);
      const session = await change.mutateAsync(values);
      // The old token has just been refused with every other: only the new one keeps this browser signed in.
      saveAccount({ ...session, email });
      reset();
      setChanged(true);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {changed && (
          <Notice kind="success" title="Password changed">
            <p className="notice__line">
              Use your new password from now on. Every other session of your account has ended; this one goes on.
            </p>
          </Notice>
        )}
      </div>
      <FormProblems problems={problems} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordHintFor(form.watch('newPassword'))}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div className="form__actions">
        <SubmitButton label="Change password" submittingLabel="Changing password…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
