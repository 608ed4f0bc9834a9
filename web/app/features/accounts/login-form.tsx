import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { pathAfterLogin } from '../../account/redirect-path';
import { startSession } from '../../account/start-session';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { TextField } from '../../components/forms/text-field';
import { authenticateUser } from './session-mutations';

/** Email and password; on success the session is kept and the user goes where they were heading, else /user. */
export function LoginForm({ redirect }: { redirect: string | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation({ mutationFn: authenticateUser });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.loginSchema),
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: async (values) => {
      const session = await login.mutateAsync(values);
      startSession(queryClient, { ...session, email: values.email });
      await navigate({ href: pathAfterLogin(redirect), replace: true });
    },
  });
  const { errors, isSubmitting } = form.formState;

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
