/**
 * The rule every new password follows (signing up, a reset, a change while signed in): long enough (OWASP ASVS
 * 2.1.1: at least 12 characters), not too long to hash cheaply, and not one that guessing tries early: on the list of
 * common and breached passwords shipped with the app, or made only of what such lists and guessers start from
 * (repeats, sequences, keyboard rows, dates, words of the person's own address). Passwords chosen before the rule
 * keep working until they are changed: logging in checks only that the password matches.
 *
 * The web app imports this module for the hint and the length messages, so it stays plain data and functions; what a
 * password is made of is judged by a checker the caller passes in (application/ports/password-strength.ts).
 */

export const minimumPasswordLength = 12;
export const maximumPasswordLength = 128;

/**
 * Why a password is easy to guess, as a strength checker reads it: on the list of common and breached passwords (or
 * one of them with a few changes), a repeat (`aaaaaaaaaaaa`), a sequence (`abcdefghijkl`, `123456789012`), a row or
 * shape on a keyboard (`qwertyuiop[]`), a date, words of the person's own address or of the service's name, or
 * otherwise a few common words together.
 */
export type PasswordWeakness = 'common' | 'repeated' | 'sequence' | 'keyboard' | 'date' | 'personal' | 'guessable';

export type NewPasswordProblem =
  | { readonly kind: 'too_short' }
  | { readonly kind: 'too_long' }
  | { readonly kind: 'weak'; readonly weakness: PasswordWeakness };

/** Reads what a password is made of; `personalWords` are the person's own (their email address, the service). */
export type PasswordWeaknessOf = (password: string, personalWords: readonly string[]) => PasswordWeakness | null;

/** Shown under every new-password field before anything is typed. */
export const newPasswordHint =
  'At least 12 characters, and not a common password. A few unrelated words make a strong one.';

export const tooShortMessage = `Use at least ${minimumPasswordLength} characters for your password`;
export const tooLongMessage = `Use at most ${maximumPasswordLength} characters for your password`;

const weaknessMessages: Readonly<Record<PasswordWeakness, string>> = {
  common:
    'This password is on a list of common or breached passwords that attackers try first: choose another. ' +
    'A few unrelated words make a strong one.',
  repeated: 'This password repeats the same characters: choose one that is harder to guess.',
  sequence: 'This password is a sequence such as "abcd" or "1234": choose one that is harder to guess.',
  keyboard: 'This password is a row or pattern of keys on a keyboard: choose one that is harder to guess.',
  date: 'This password is mostly a date or a year: choose one that is harder to guess.',
  personal: 'This password contains your email address or the name of this service: choose another.',
  guessable:
    'This password is made of common words or names that are easy to guess: add more words, or less common ones.',
};

/** Characters as a person counts them: an emoji or an accented letter is one, whatever its UTF-16 length. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** What is wrong with a new password, or null when it may be used. The length is judged before the checker runs. */
export function newPasswordProblem(
  password: string,
  weaknessOf: PasswordWeaknessOf,
  personalWords: readonly string[] = [],
): NewPasswordProblem | null {
  const length = passwordLength(password);
  if (length < minimumPasswordLength) return { kind: 'too_short' };
  if (length > maximumPasswordLength) return { kind: 'too_long' };
  if (madeOfPersonalWords(password, personalWords)) return { kind: 'weak', weakness: 'personal' };
  const weakness = weaknessOf(password, personalWords);
  return weakness === null ? null : { kind: 'weak', weakness };
}

/** Letters and digits only, in lower case: `Ann.Smith-1` and `annsmith1` are the same guess. */
function lettersAndDigits(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether, once the personal words are taken out (the longest first), fewer than four letters or digits are left: a
 * password such as `margaret.thatcher` for margaret.thatcher@… is guessed at once by anyone who knows the address.
 */
function madeOfPersonalWords(password: string, personalWords: readonly string[]): boolean {
  const words = personalWords.map(lettersAndDigits).filter((word) => word.length >= 3);
  let rest = lettersAndDigits(password);
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  return rest.length < 4;
}

/** The message that names a problem, for every form and API answer alike. */
export function newPasswordProblemMessage(problem: NewPasswordProblem): string {
  switch (problem.kind) {
    case 'too_short':
      return tooShortMessage;
    case 'too_long':
      return tooLongMessage;
    case 'weak':
      return weaknessMessages[problem.weakness];
    default: {
      const unreachable: never = problem;
      throw new Error(`Unknown password problem: ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The words of an email address a password should not be built from: its local part and its domain's name. */
export function personalWordsOf(email: string): string[] {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const words = [local, ...local.split(/[^a-z0-9]+/), domain.split('.')[0] ?? ''];
  return [...new Set(words.filter((word) => word.length >= 3)), 'splitpenny'];
}
