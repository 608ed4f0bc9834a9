import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { sendPasswordResetEmail } from './password-reset-mutations';

export const resetLinkSentMessage =
  "If an account exists for that email address, we've sent a link to reset its password. It works for one hour.";

/** Asks for a reset link. The answer never says whether the email has an account, and neither does this form. */
export function ResetPasswordForm() {
  const [sent, setSent] = useState(false);
  const sendLink = useMutation({ mutationFn: sendPasswordResetEmail });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.resetPasswordSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    submit: async ({ email }) => {
      setSent(false);
      await sendLink.mutateAsync(email);
      setSent(true);
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocusCapture={prepare}>
      <div aria-live="polite">{sent && <Notice kind="success">{resetLinkSentMessage}</Notice>}</div>
      <FormProblems problems={problems} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div className="form__actions">
        <SubmitButton label="Send reset link" submittingLabel="Sending…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
