import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateAccountEmail } from '../../account/account-cookies';
import type { ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../../components/feedback/notice';
import { applyServerProblems } from '../../components/forms/apply-server-problems';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { currentPasswordField, emailField } from './account-fields';
import { changeUserEmail } from './account-mutations';
import { accountQueryKey } from './account-queries';

const changeEmailSchema = z.object({ newEmail: emailField, currentPassword: currentPasswordField });
type ChangeEmailInput = z.input<typeof changeEmailSchema>;
type ChangeEmailValues = z.output<typeof changeEmailSchema>;

/** Changes the login email; the current password proves it is the owner. The session carries on. */
export function ChangeEmailForm() {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const changeEmail = useMutation({
    mutationFn: changeUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    setChangedTo(null);
    try {
      const user = await changeEmail.mutateAsync(values);
      updateAccountEmail(user.email);
      form.reset();
      setChangedTo(user.email);
    } catch (error) {
      setProblems(applyServerProblems(error, ['newEmail', 'currentPassword'], form.setError));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">
        {changedTo !== null && <Notice kind="success">Your email address is now {changedTo}.</Notice>}
      </div>
      <FormProblems problems={problems} />
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
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
