import { z } from 'zod';
import { passkeyNameMaxLength } from '../../../domain/accounts/second-factor';
import { currentPasswordField } from './account-inputs';

/** The browser's credential JSON: the WebAuthn library checks what is inside; this bounds its size. */
const credentialJson = z
  .string()
  .min(2, 'The passkey sent no answer: try again')
  .max(20_000, 'The passkey answer is too long');

const secondFactorCode = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app, or a recovery code')
  .max(40, 'That code is too long: enter the 6-digit code or a recovery code');

export const authenticateSecondFactorInput = z
  .object({
    challenge: z.string().trim().min(1, 'The login has no challenge: log in with your password again').max(200),
    code: secondFactorCode.nullish(),
    passkeyResponse: credentialJson.nullish(),
  })
  .refine((input) => (input.code ?? null) !== null || (input.passkeyResponse ?? null) !== null, {
    message: 'Enter the code from your authenticator app, or a recovery code',
    path: ['code'],
  });

export const confirmTotpEnrolmentInput = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the 6-digit code your authenticator app shows')
    .max(20, 'Enter the 6-digit code your authenticator app shows'),
});

export const currentPasswordInput = z.object({ currentPassword: currentPasswordField });

export const finishPasskeyRegistrationInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name for the passkey')
    .max(passkeyNameMaxLength, `Use at most ${passkeyNameMaxLength} characters for the name`),
  response: credentialJson,
});

export const removePasskeyInput = z.object({
  id: z.string().trim().min(1, 'Say which passkey to remove'),
  currentPassword: currentPasswordField,
});
