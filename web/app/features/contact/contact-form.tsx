import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAccount } from '../../account/use-account';
import { Notice } from '../../components/feedback/notice';
import { FormProblems } from '../../components/forms/form-problems';
import { SelectField } from '../../components/forms/select-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextAreaField } from '../../components/forms/text-area-field';
import { EmailField } from '../../components/forms/email-field';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { characterCount, maxContactMessageLength } from './contact-fields';
import { HoneypotField } from './honeypot-field';
import { contactSubjectOptions } from './contact-subjects';
import { sendContactMessage } from './contact-mutations';

export const contactSuccessMessage = "Thanks, we've got your message and will reply within one working day.";

/**
 * The contact form: name, email, subject and message, checked as they are touched, then sent to the team. A
 * signed-in user's address is filled in for them. After sending, the form gives way to the thank-you message.
 */
export function ContactForm() {
  const account = useAccount();
  const [sent, setSent] = useState(false);
  const send = useMutation({ mutationFn: sendContactMessage });
  const { form, problems, onSubmit, prepare } = useServerForm({
    loadSchema: () => import('./contact-form-schema').then((schemas) => schemas.contactFormSchema),
    defaultValues: { name: '', email: account?.email ?? '', subject: '', message: '', website: '' },
    fields: ['name', 'email', 'subject', 'message'],
    submit: async (values) => {
      await send.mutateAsync(values);
      setSent(true);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const remaining = maxContactMessageLength - characterCount(message);

  if (sent) {
    return (
      <Notice kind="success" title="Message sent">
        <p className="notice__line">{contactSuccessMessage}</p>
      </Notice>
    );
  }
  return (
    <form className="form contact-form" noValidate onSubmit={onSubmit} onFocusCapture={prepare} aria-label="Contact us">
      <FormProblems problems={problems} />
      <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <EmailField hint="Where we'll reply." error={errors.email?.message} {...form.register('email')} />
      <SelectField
        label="Subject"
        options={contactSubjectOptions}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        label="Message"
        hint={`${Math.max(remaining, 0).toLocaleString('en-GB')} characters left`}
        rows={7}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <HoneypotField {...form.register('website')} />
      <div className="form__actions">
        <SubmitButton label="Send message" submittingLabel="Sending…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
