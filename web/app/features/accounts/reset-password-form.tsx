import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ServerProblem } from '../../api/graphql-errors';
import { Notice } from '../../components/feedback/notice';
import { applyServerProblems } from '../../components/forms/apply-server-problems';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { emailField } from './account-fields';
import { sendPasswordResetEmail } from './password-reset-mutations';

const resetPasswordSchema = z.object({ email: emailField });
type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

export const resetLinkSentMessage =
  "If an account exists for that email address, we've sent a link to reset its password. It works for one hour.";

/** Asks for a reset link. The answer never says whether the email has an account, and neither does this form. */
export function ResetPasswordForm() {
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const [sent, setSent] = useState(false);
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const sendLink = useMutation({ mutationFn: sendPasswordResetEmail });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setProblems([]);
    setSent(false);
    try {
      await sendLink.mutateAsync(email);
      setSent(true);
    } catch (error) {
      setProblems(applyServerProblems(error, ['email'], form.setError));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div aria-live="polite">{sent && <Notice kind="success">{resetLinkSentMessage}</Notice>}</div>
      <FormProblems problems={problems} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="form__actions">
        <SubmitButton label="Send reset link" submittingLabel="Sending…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
