import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pathAfterLogin } from '../../account/redirect-path';
import { startSession } from '../../account/start-session';
import type { ServerProblem } from '../../api/graphql-errors';
import { applyServerProblems } from '../../components/forms/apply-server-problems';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { currentPasswordField, emailField } from './account-fields';
import { authenticateUser } from './session-mutations';

const loginSchema = z.object({ email: emailField, password: currentPasswordField });
type LoginInput = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

/** Email and password; on success the session is kept and the user goes where they were heading, else /user. */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const form = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({ mutationFn: authenticateUser });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    let session;
    try {
      session = await login.mutateAsync(values);
    } catch (error) {
      setProblems(applyServerProblems(error, ['email', 'password'], form.setError));
      return;
    }
    startSession(queryClient, { ...session, email: values.email });
    await navigate({ href: pathAfterLogin(redirect), replace: true });
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form__actions">
        <SubmitButton label="Log in" submittingLabel="Logging in…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
