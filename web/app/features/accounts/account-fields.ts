import { z } from 'zod';
import {
  maximumPasswordLength,
  minimumPasswordLength,
  passwordLength,
  tooLongMessage,
  tooShortMessage,
} from '../../../../domain/accounts/password-rules';

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

/** The length part of the new-password rule (domain/accounts/password-rules.ts); the server checks the rest. */
export const newPasswordField = z
  .string()
  .refine((password) => passwordLength(password) >= minimumPasswordLength, tooShortMessage)
  .refine((password) => passwordLength(password) <= maximumPasswordLength, tooLongMessage);

/** Logging in checks only that something was typed: the length rules may have changed since it was chosen. */
export const currentPasswordField = z.string().min(1, 'Enter your password');
