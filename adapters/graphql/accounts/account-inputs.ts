import { z } from 'zod';
import { apiKeyScopes } from '../../../domain/accounts/api-key';
import {
  maximumPasswordLength,
  minimumPasswordLength,
  passwordLength,
  tooLongMessage,
  tooShortMessage,
} from '../../../domain/accounts/password-rules';

/** Account field rules, checked at the GraphQL edge; the web forms apply the same rules and messages. */
export const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'An email address has at most 254 characters')
  .pipe(z.email('Enter a valid email address, like name@example.com'));

/**
 * A new password's length, counted as a person counts characters (domain/accounts/password-rules.ts); the use case
 * judges the rest of the rule (the list of common passwords).
 */
export const newPasswordField = z
  .string()
  .refine((password) => passwordLength(password) >= minimumPasswordLength, tooShortMessage)
  .refine((password) => passwordLength(password) <= maximumPasswordLength, tooLongMessage);

/** Logging in checks only that something was typed: the length rules may have changed since. */
export const currentPasswordField = z.string().min(1, 'Enter your password').max(1024, 'That password is too long');

export const createUserInput = z.object({
  email: emailField,
  password: newPasswordField,
  directAffiliateSignup: z.boolean().default(false),
  // The referrer cookie as the browser kept it: anything but an account id is no referral (and no error).
  referrerId: z.uuid().nullish().catch(null),
});

export const authenticateUserInput = z.object({ email: emailField, password: currentPasswordField });

export const sendPasswordResetEmailInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  token: z.string().trim().min(1, 'The reset link has no token: open the link from the email again'),
  password: newPasswordField,
});

export const changeUserEmailInput = z.object({ newEmail: emailField, currentPassword: currentPasswordField });

/** The new password follows the sign-up rules; the current one is only checked against the account's. */
export const changePasswordInput = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });

export const confirmEmailChangeInput = z.object({
  token: z.string().trim().min(1, 'The confirmation link has no token: open the link from the email again'),
});

export const confirmEmailInput = z.object({
  token: z.string().trim().min(1, 'The confirmation link has no token: open the link from the email again'),
});

export const createApiKeyInput = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(60, 'Use at most 60 characters for the name'),
  scope: z.enum(apiKeyScopes, 'Choose what the key may do: read, or read and write'),
});
