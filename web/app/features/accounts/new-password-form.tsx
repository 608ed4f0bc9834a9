import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ServerProblem } from '../../api/graphql-errors';
import { applyServerProblems } from '../../components/forms/apply-server-problems';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { SiteLink } from '../../components/navigation/site-link';
import { newPasswordField, newPasswordRule } from './account-fields';
import { resetPassword } from './password-reset-mutations';

const newPasswordSchema = z.object({ password: newPasswordField });
type NewPasswordInput = z.input<typeof newPasswordSchema>;
type NewPasswordValues = z.output<typeof newPasswordSchema>;

/** Sets a new password with the token from a reset link. A bad or spent link offers to send a new one. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const setPassword = useMutation({ mutationFn: resetPassword });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setProblems([]);
    try {
      await setPassword.mutateAsync({ token, password });
    } catch (error) {
      setProblems(applyServerProblems(error, ['password'], form.setError));
      return;
    }
    await navigate({ to: '/new-password-success', replace: true });
  });

  const linkProblem = problems.some((problem) => problem.field === 'token');
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormProblems
        problems={problems}
        extra={
          linkProblem && (
            <p className="notice__line">
              <SiteLink href="/reset-password">Ask for a new reset link</SiteLink>
            </p>
          )
        }
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordRule}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form__actions">
        <SubmitButton label="Set new password" submittingLabel="Saving…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
