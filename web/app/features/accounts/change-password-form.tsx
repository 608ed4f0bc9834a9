import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { startSession } from '../../account/start-session';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { changePassword } from './account-mutations';
import { useNewPasswordHint } from './password-rule';

/**
 * Sets a new password; the current one proves it is the owner. Every other session of the account ends (a device
 * that learnt the old password is signed out), and this browser carries on with the new session the server gives.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const change = useMutation({ mutationFn: changePassword });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
    fields: ['currentPassword', 'newPassword'],
    submit: async (values, { reset }) => {
      setChanged(false);
      const session = await change.mutateAsync(values);
      startSession(queryClient, { ...session, email });
      reset();
      setChanged(true);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const passwordHint = useNewPasswordHint(form.watch('newPassword'));

  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocusCapture={prepare}>
      <div aria-live="polite">
        {changed && (
          <Notice kind="success" title="Password changed">
            <p className="notice__line">Use it next time you log in. Every other device has been logged out.</p>
          </Notice>
        )}
      </div>
      <FormProblems problems={problems} />
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
        hint={passwordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div className="form__actions">
        <SubmitButton label="Change password" submittingLabel="Changing password…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
