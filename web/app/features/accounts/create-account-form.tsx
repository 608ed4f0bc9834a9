import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { emailTakenMessage, emailTakenProblem, logInInstead } from '../../../../domain/accounts/email-taken-rules';
import { readAccount } from '../../account/account-cookies';
import { readReferrer } from '../../account/referrer-cookie';
import { startSession } from '../../account/start-session';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { TextField } from '../../components/forms/text-field';
import { newPasswordHintFor } from './password-rule';
import { createUser } from './session-mutations';

/**
 * Signs up with email and password and starts the session at once, as the referral of the affiliate in the
 * `referrer` cookie if there is one. The affiliate register page uses the same form, marking the signup as an
 * affiliate's and landing on the affiliate page.
 */
export function CreateAccountForm({
  directAffiliateSignup,
  destination,
}: {
  directAffiliateSignup: boolean;
  destination: '/user/profile/affiliate' | '/user/new-account-success';
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useMutation({ mutationFn: createUser });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./account-form-schemas').then((schemas) => schemas.createAccountSchema),
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    submit: async (values) => {
      // Read at the moment of signing up: a referral link opened in another tab since this page loaded counts.
      const referrerId = readReferrer(readAccount()?.id ?? null);
      const session = await signUp.mutateAsync({ ...values, directAffiliateSignup, referrerId });
      startSession(queryClient, { ...session, email: values.email });
      await navigate({ to: destination, replace: true });
    },
  });
  const { errors, isSubmitting } = form.formState;
  // An address that already has an account: the error's last words lead to the login page the owner wants.
  const emailTaken = errors.email?.message === emailTakenProblem;

  return (
    <form className="form" noValidate onSubmit={onSubmit} onFocusCapture={prepare}>
      <FormProblems problems={problems} />
      <EmailField
        error={emailTaken ? emailTakenMessage : errors.email?.message}
        errorAction={
          emailTaken ? (
            <Link to={directAffiliateSignup ? '/affiliates/login' : '/login'}>{logInInstead}</Link>
          ) : undefined
        }
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={newPasswordHintFor(form.watch('password'))}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="form__terms">
        By creating an account you agree to the <Link to="/terms">Terms</Link>
        {directAffiliateSignup && (
          <>
            {' '}
            and the <Link to="/affiliate-terms">Affiliate terms</Link>
          </>
        )}{' '}
        and confirm you have read the <Link to="/privacy">Privacy policy</Link>.
      </p>
      <div className="form__actions">
        <SubmitButton label="Create account" submittingLabel="Creating your account…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
