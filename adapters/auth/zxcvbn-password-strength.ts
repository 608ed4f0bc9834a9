import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import type { PasswordStrength } from '../../application/ports/password-strength';
import type { PasswordWeakness } from '../../domain/accounts/password-rules';

/**
 * zxcvbn's estimate below this score refuses a password: 3 means about 10^8 guesses or more, what zxcvbn calls safe
 * against online guessing even unthrottled, and what a password of four unrelated words or twelve random characters
 * reaches easily.
 */
const minimumScore = 3;

/** zxcvbn's warning keys, each read as the weakness the person is told of. */
const weaknessOfWarning: Readonly<Record<string, PasswordWeakness>> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'guessable',
  namesByThemselves: 'guessable',
  commonNames: 'guessable',
  simpleRepeat: 'repeated',
  extendedRepeat: 'repeated',
  sequences: 'sequence',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  recentYears: 'date',
  dates: 'date',
  userInputs: 'personal',
};

/**
 * The list of common and breached passwords that zxcvbn-ts ships (@zxcvbn-ts/language-common: about 49,000
 * passwords, with 7,776 common words and the keyboard layouts it looks for patterns on), checked on the server. The
 * dictionaries take a quarter of a second to build (far longer on a busy machine): they are built once, just after
 * the process has started rather than during it, or at the first check if that comes sooner, and kept.
 */
export function zxcvbnPasswordStrength(): PasswordStrength {
  let checker: ZxcvbnFactory | null = null;
  const checkerOf = (): ZxcvbnFactory => {
    checker ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
    return checker;
  };
  // Not during the start, nor held against the first person to sign up; unref'd, so it keeps no process alive.
  setTimeout(() => void checkerOf(), 0).unref();
  return {
    weaknessOf: (password, personalWords) => {
      const result = checkerOf().check(password, [...personalWords]);
      if (result.score >= minimumScore) return null;
      const warning = result.feedback.warning;
      return (warning === null ? undefined : weaknessOfWarning[warning]) ?? 'guessable';
    },
  };
}
