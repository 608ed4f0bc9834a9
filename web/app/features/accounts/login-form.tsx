import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { pathAfterLogin } from '../../account/redirect-path';
import { startSession } from '../../account/start-session';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { TextField } from '../../components/forms/text-field';
import { useState } from 'react';
import { pendingLoginTokenOf } from './pending-login';
import { SecondStepForm } from './second-step-form';
import { authenticateUser } from './session-mutations';

/** Email and password; on success the session is kept and the user goes where they were heading, else /user. */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({ mutationFn: authenticateUser });
  const [pending, setPending] = useState<{ token: string; email: string } | null>(null);
  const begin = async (session: { id: string; token: string; cardNearingExpiry: boolean }, email: string) => {
    startSession(queryClient, { ...session, email });
    await navigate({ href: pathAfterLogin(redirect), replace: true });
  };
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.loginSchema),
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: async (values) => {
      let session;
      try {
        session = await login.mutateAsync(values);
      } catch (error) {
        const token = pendingLoginTokenOf(error);
        if (token === null) throw error;
        setPending({ token, email: values.email });
        return;
      }
      await begin(session, values.email);
    },
  });
  const { errors, isSubmitting } = form.formState;
  if (pending !== null) {
    return <SecondStepForm pendingLoginToken={pending.token} onSession={(session) => begin(session, pending.email)} />;
  }

  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocusCapture={prepare}>
      <FormProblems problems={problems} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
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
