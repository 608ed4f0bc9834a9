import { z } from 'zod';

/**
 * SPEC §5's name rule for websites, pages, tests and variants, with the server's own messages, so a form shows the same words before
 * and after sending (the server checks again and has the last word). Letters of any alphabet count, as on the
 * server ("Café", "Zürich").
 */
export const nameField = z
  .string()
  .trim()
  // An empty name needs only the one message.
  .min(1, { error: 'Enter a name', abort: true })
  .max(100, 'Use at most 100 characters for the name')
  .regex(/^[\p{L}\p{N}_ ]+$/u, 'The name can only contain letters, numbers, and spaces');

export const descriptionField = z.string().trim().max(2000, 'Use at most 2,000 characters for the description');
