import { z } from 'zod';
import type { ContactMessageProblem } from '../../../domain/contact/contact-message';
import {
  characterCount,
  maxContactMessageLength,
  maxContactNameLength,
  minContactMessageLength,
} from '../../../domain/contact/contact-message';
import { isContactSubject } from '../../../domain/contact/contact-subject';
import { emailField } from '../accounts/account-inputs';

/** The contact form's words for each problem; the web form shows the same before sending. */
export const contactProblemMessages = {
  name: { missing: 'Enter your name', 'too-long': `Use at most ${maxContactNameLength} characters for your name` },
  subject: { missing: 'Choose a subject' },
  message: {
    'too-short': 'Tell us a little more: at least 10 characters',
    'too-long': 'Keep your message under 2,000 characters',
  },
} as const;

export function contactProblemMessage(problem: ContactMessageProblem): string {
  switch (problem.field) {
    case 'name':
      return contactProblemMessages.name[problem.problem];
    case 'subject':
      return contactProblemMessages.subject[problem.problem];
    case 'message':
      return contactProblemMessages.message[problem.problem];
    default: {
      const unreachable: never = problem;
      throw new Error(`Unknown contact problem: ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The edge's check of `sendContactMessage`, field by field in the form's order, so every field's problem comes back
 * at once. The use case checks the rule again (domain/contact) and has the last word; the email only here.
 */
export const sendContactMessageInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, contactProblemMessages.name.missing)
    .refine((name) => characterCount(name) <= maxContactNameLength, contactProblemMessages.name['too-long']),
  email: emailField,
  subject: z.string().refine(isContactSubject, contactProblemMessages.subject.missing),
  message: z
    .string()
    .trim()
    .refine((text) => characterCount(text) >= minContactMessageLength, contactProblemMessages.message['too-short'])
    .refine((text) => characterCount(text) <= maxContactMessageLength, contactProblemMessages.message['too-long']),
});
