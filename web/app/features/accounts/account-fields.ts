import { z } from 'zod';
import { newPasswordProblem } from '../../../../domain/accounts/password-rules';
import { passwordStrength } from './password-strength';

/**
 * The account field rules, with the server's own messages, so a form shows the same words before and after
 * sending (the server checks again and has the last word).
 */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'An email address has at most 254 characters')
  .pipe(z.email('Enter a valid email address, like name@example.com'));

/**
 * A new password (sign-up, reset, change): at least 12 characters and not easy to guess (domain/accounts/
 * password-rules.ts). Logging in never applies it, so a password chosen under the old rule keeps working.
 */
export const newPasswordField = z.string().superRefine((password, context) => {
  const problem = newPasswordProblem(password, passwordStrength);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
});

/** Logging in checks only that something was typed: the length rules may have changed since it was chosen. */
export const currentPasswordField = z.string().min(1, 'Enter your password');
