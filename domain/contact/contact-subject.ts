/** What a message through the contact form is about: the team sorts its inbox by these. */
export const contactSubjects = [
  'General question',
  'Billing and sessions',
  'Tracking script',
  'Professional services',
  'Partnerships',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (contactSubjects as readonly string[]).includes(value);
}
