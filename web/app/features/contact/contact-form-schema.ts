import { z } from 'zod';
import { emailField } from '../accounts/account-fields';
import { characterCount, maxContactMessageLength } from './contact-fields';
import { contactSubjectOptions } from './contact-subjects';

/**
 * The contact form's rules with the server's own messages, so the form shows the same words before and after
 * sending (the server checks again and has the last word). `website` is the honeypot: never checked here.
 */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .refine((name) => characterCount(name) <= 100, 'Use at most 100 characters for your name'),
  email: emailField,
  subject: z
    .string()
    .refine((subject) => contactSubjectOptions.some((option) => option.value === subject), 'Choose a subject'),
  message: z
    .string()
    .trim()
    .refine((text) => characterCount(text) >= 10, 'Tell us a little more: at least 10 characters')
    .refine((text) => characterCount(text) <= maxContactMessageLength, 'Keep your message under 2,000 characters'),
  website: z.string(),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
