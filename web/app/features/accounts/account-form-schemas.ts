import { z } from 'zod';
import { currentPasswordField, emailField, newPasswordField } from './account-fields';

/*
 * The public account forms' rules, in a module of their own: each form imports it when someone starts filling it
 * in (components/forms/lazy-zod-resolver.ts), so the pages carry no zod until then.
 */

export const loginSchema = z.object({ email: emailField, password: currentPasswordField });

export const createAccountSchema = z.object({ email: emailField, password: newPasswordField });

export const resetPasswordSchema = z.object({ email: emailField });

export const newPasswordSchema = z.object({ password: newPasswordField });

export const newsletterSignupSchema = z.object({ email: emailField });
