import { z } from 'zod';

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

export const newPasswordField = z
  .string()
  .min(8, 'Use at least 8 characters for your password')
  .max(128, 'Use at most 128 characters for your password');

/** Logging in checks only that something was typed: the length rules may have changed since it was chosen. */
export const currentPasswordField = z.string().min(1, 'Enter your password');
