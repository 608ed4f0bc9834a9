import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { updateAccountEmail } from '../../account/account-cookies';
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

/** Changes the login email; the current password proves it is the owner. The session carries on. */
export function ChangeEmailForm() {
  const queryClient = useQueryClient();
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const changeEmail = useMutation({
    mutationFn: changeUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: changeEmailSchema,
    defaultValues: { newEmail: '', currentPassword: '' },
    fields: ['newEmail', 'currentPassword'],
    submit: async (values, { reset }) => {
      setChangedTo(null);
      const user = await changeEmail.mutateAsync(values);
      updateAccountEmail(user.email);
      reset();
      setChangedTo(user.email);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {changedTo !== null && <Notice kind="success">Your email address is now {changedTo}.</Notice>}
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
