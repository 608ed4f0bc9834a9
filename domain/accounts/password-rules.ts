/** OWASP ASVS 2.1.1: a new password has at least 12 characters. */
export const minimumPasswordLength = 12;
export const maximumPasswordLength = 128;
/** zxcvbn's 0–4 score a new password needs: 3 is "safely unguessable" against an online attack with throttling. */
export const minimumPasswordScore = 3;

export const passwordTooShortMessage = `Use at least ${minimumPasswordLength} characters for your password`;
export const passwordTooLongMessage = `Use at most ${maximumPasswordLength} characters for your password`;
export const passwordTooGuessableMessage =
  'This password is too easy to guess: it is a common password or a simple pattern. Add more words or characters few people would pick';

/** How hard a password is to guess: zxcvbn's estimate, made by the server and by the forms alike. */
export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** What would make it stronger, in words a person can act on; empty when nothing is needed. */
  readonly suggestions: readonly string[];
  readonly warning: string | null;
}

/**
 * Why a new password is refused, or null when it is accepted; `strengthOf` is asked only of a password of an
 * acceptable length (it is the slow part). Existing passwords are never checked again: logging in does not apply it.
 */
export function newPasswordProblem(
  password: string,
  strengthOf: (password: string) => PasswordStrength,
): string | null {
  if (password.length < minimumPasswordLength) return passwordTooShortMessage;
  if (password.length > maximumPasswordLength) return passwordTooLongMessage;
  if (strengthOf(password).score < minimumPasswordScore) return passwordTooGuessableMessage;
  return null;
}
