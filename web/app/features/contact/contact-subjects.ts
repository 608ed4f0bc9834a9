import type { SelectOption } from '../../components/forms/select-field';

/** The contact form's subjects, exactly as the server accepts them (domain/contact/contact-subject.ts). */
export const contactSubjectOptions: readonly SelectOption[] = [
  'General question',
  'Billing and sessions',
  'Tracking script',
  'Professional services',
  'Partnerships',
].map((subject) => ({ value: subject, label: subject }));
