import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { maximumPasswordLength, type PasswordStrength } from '../../../domain/accounts/password-rules';

/** Built once: loading the dictionaries (common and breached passwords, English words and names) is the slow part. */
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/**
 * How hard `password` is to guess, from zxcvbn-ts: common and breached passwords, dictionary words, keyboard
 * patterns, dates and repeats. The web forms build the same estimator for their hint (web/.../password-strength.ts).
 */
export function passwordStrength(password: string): PasswordStrength {
  const result = estimator.check(password.slice(0, maximumPasswordLength));
  return {
    score: result.score,
    suggestions: result.feedback.suggestions,
    warning: result.feedback.warning === '' ? null : result.feedback.warning,
  };
}
