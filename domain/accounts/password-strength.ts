import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** OWASP ASVS 2.1.1: a new password has at least 12 characters. */
export const minimumPasswordLength = 12;
export const maximumPasswordLength = 128;
/** zxcvbn's 0–4 score a new password needs: 3 is "safely unguessable" against an online attack with throttling. */
export const minimumPasswordScore = 3;

export const passwordTooShortMessage = `Use at least ${minimumPasswordLength} characters for your password`;
export const passwordTooLongMessage = `Use at most ${maximumPasswordLength} characters for your password`;
export const passwordTooGuessableMessage =
  'This password is too easy to guess: it is a common password or a simple pattern. Add more words or characters few people would pick';

/** Built once: loading the dictionaries (common passwords, English words and names) is the slow part. */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess), zxcvbn's score. */
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** What would make it stronger, in words a person can act on; empty when nothing is needed. */
  readonly suggestions: readonly string[];
  readonly warning: string | null;
}

/**
 * How hard `password` is to guess, from zxcvbn (common and breached passwords, dictionary words, keyboard patterns,
 * dates, repeats). `userInputs` (the email address) counts as known to an attacker.
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const result = estimator.check(password.slice(0, maximumPasswordLength), [...userInputs]);
  return {
    score: result.score,
    suggestions: result.feedback.suggestions,
    warning: result.feedback.warning === '' ? null : result.feedback.warning,
  };
}

/** Why a new password is refused, or null when it is accepted; existing passwords are never checked again. */
export function newPasswordProblem(password: string, userInputs: readonly string[] = []): string | null {
  if (password.length < minimumPasswordLength) return passwordTooShortMessage;
  if (password.length > maximumPasswordLength) return passwordTooLongMessage;
  if (passwordStrength(password, userInputs).score < minimumPasswordScore) return passwordTooGuessableMessage;
  return null;
}
