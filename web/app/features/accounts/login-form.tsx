import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { pathAfterLogin } from '../../account/redirect-path';
import { startSession } from '../../account/start-session';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { TextField } from '../../components/forms/text-field';
import { SecondFactorStep, type LoginChallenge, type SecondFactorSession } from '../second-factors/second-factor-step';
import { authenticateUser } from './session-mutations';

/**
 * Email and password, then, for an account with a second factor, that factor; on success the session is kept and
 * the user goes where they were heading, else /user.
 */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({ mutationFn: authenticateUser });
  const [pending, setPending] = useState<{ email: string; challenge: LoginChallenge } | null>(null);
  const signIn = async (session: SecondFactorSession, email: string): Promise<void> => {
    startSession(queryClient, { ...session, email });
    await navigate({ href: pathAfterLogin(redirect), replace: true });
  };
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.loginSchema),
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: async (values) => {
      const answer = await login.mutateAsync(values);
      if (answer.secondFactor !== null) {
        setPending({ email: values.email, challenge: answer.secondFactor });
        return;
      }
      if (answer.id === null || answer.token === null) throw new Error('The login answer held no session.');
      await signIn(
        { id: answer.id, token: answer.token, cardNearingExpiry: answer.cardNearingExpiry === true },
        values.email,
      );
    },
  });
  const { errors, isSubmitting } = form.formState;

  if (pending !== null) {
    return (
      <SecondFactorStep
        challenge={pending.challenge}
        onSignedIn={(session) => signIn(session, pending.email)}
        onStartOver={() => {
          form.resetField('password');
          setPending(null);
        }}
      />
    );
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
