import { z } from 'zod';
import { apiKeyScopes } from '../../../domain/accounts/api-key';

/** Account field rules, checked at the GraphQL edge; the web forms apply the same rules and messages. */
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
