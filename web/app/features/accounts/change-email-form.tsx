import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { TextField } from '../../components/forms/text-field';
import { currentPasswordField, emailField } from './account-fields';
import { changeUserEmail } from './account-mutations';
import { accountQueryKey } from './account-queries';

const changeEmailSchema = z.object({ newEmail: emailField, currentPassword: currentPasswordField });

/**
 * Asks for a new login email; the current password proves it is the owner. The email changes only once the link
 * sent to the new address is opened, so a typo cannot lock the owner out.
 */
export function ChangeEmailForm({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const changeEmail = useMutation({
    mutationFn: changeUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: changeEmailSchema,
    defaultValues: { newEmail: '', currentPassword: '' },
    fields: ['newEmail', 'currentPassword'],
    submit: async (values, { reset }) => {
      setSentTo(null);
      await changeEmail.mutateAsync(values);
      reset();
      // The server keeps addresses trimmed and in lower case; the same one it wrote to.
      const asked = values.newEmail.trim().toLowerCase();
      setSentTo(asked === email.toLowerCase() ? null : asked);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {sentTo !== null && (
          <Notice kind="success" title="Check your inbox">
            <p className="notice__line">
              We sent a link to {sentTo}. Open it to make it your login email: until then you keep logging in with{' '}
              {email}.
            </p>
          </Notice>
        )}
      </div>
      <FormProblems problems={problems} />
      <EmailField label="New email address" error={errors.newEmail?.message} {...form.register('newEmail')} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="form__actions">
        <SubmitButton label="Change email" submittingLabel="Changing email…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
