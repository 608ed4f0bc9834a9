import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { SiteLink } from '../../components/navigation/site-link';
import { newPasswordHintFor } from './password-rule';
import { resetPassword } from './password-reset-mutations';

/** Sets a new password with the token from a reset link. A bad or spent link offers to send a new one. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const setPassword = useMutation({ mutationFn: resetPassword });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.newPasswordSchema),
    defaultValues: { password: '' },
    fields: ['password'],
    submit: async ({ password }) => {
      await setPassword.mutateAsync({ token, password });
      await navigate({ to: '/new-password-success', replace: true });
    },
  });
  const { errors, isSubmitting } = form.formState;

  const linkProblem = problems.some((problem) => problem.field === 'token');
  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocusCapture={prepare}>
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
        hint={newPasswordHintFor(form.watch('password'))}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="form__actions">
        <SubmitButton label="Set new password" submittingLabel="Saving…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
