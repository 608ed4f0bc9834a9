import { z } from 'zod';

/*
 * The second step's rules, in a module of their own: the login page is public and loads its rules only when someone
 * starts on a form (components/forms/lazy-zod-resolver.ts).
 */

export const secondFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your authenticator app, or a recovery code')
    .max(40, 'That code is too long: enter the 6-digit code or a recovery code'),
});
