import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { startSession } from '../../account/start-session';
import type { ServerProblem } from '../../api/graphql-errors';
import { applyServerProblems } from '../../components/forms/apply-server-problems';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { emailField, newPasswordField, newPasswordRule } from './account-fields';
import { createUser } from './session-mutations';

const createAccountSchema = z.object({ email: emailField, password: newPasswordField });
type CreateAccountInput = z.input<typeof createAccountSchema>;
type CreateAccountValues = z.output<typeof createAccountSchema>;

/**
 * Signs up with email and password and starts the session at once. The affiliate register page uses the same
 * form, marking the signup as an affiliate's and landing elsewhere.
 */
export function CreateAccountForm({
  directAffiliateSignup,
  destination,
}: {
  directAffiliateSignup: boolean;
  destination: '/user' | '/user/new-account-success';
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const form = useForm<CreateAccountInput, unknown, CreateAccountValues>({
    resolver: zodResolver(createAccountSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const signUp = useMutation({ mutationFn: createUser });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    let session;
    try {
      session = await signUp.mutateAsync({ ...values, directAffiliateSignup });
    } catch (error) {
      setProblems(applyServerProblems(error, ['email', 'password'], form.setError));
      return;
    }
    startSession(queryClient, { ...session, email: values.email });
    await navigate({ to: destination, replace: true });
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordRule}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form__actions">
        <SubmitButton label="Create account" submittingLabel="Creating your account…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
