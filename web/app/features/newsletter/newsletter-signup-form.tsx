import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { EmailField } from '../../components/forms/email-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { createNewsletterSubscriber } from './newsletter-mutations';

/** The free guide's sign-up: one email address, then the page that says to check the inbox. */
export function NewsletterSignupForm() {
  const navigate = useNavigate();
  const subscribe = useMutation({ mutationFn: createNewsletterSubscriber });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('../accounts/account-form-schemas').then((schemas) => schemas.newsletterSignupSchema),
    defaultValues: { email: '' },
    fields: ['email'],
    submit: async ({ email }) => {
      await subscribe.mutateAsync(email);
      await navigate({ to: '/newsletter-signup/success' });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form
      className="form newsletter-signup"
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={prepare}
      aria-label="Get the free guide"
    >
      <FormProblems problems={problems} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <div className="form__actions">
        <SubmitButton label="Send me the guide" submittingLabel="Sending…" submitting={isSubmitting} />
      </div>
      <p className="newsletter-signup__small-print">
        We&apos;ll email you a link to confirm your address, then the guide. Every email has an unsubscribe link.
      </p>
    </form>
  );
}
