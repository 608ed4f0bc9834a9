import { describe, expect, it } from 'vitest';
import {
  newPasswordProblem,
  newPasswordProblemMessage,
  personalWordsOf,
  type NewPasswordProblem,
  type PasswordWeakness,
} from '../../../../domain/accounts/password-rules';

/** A checker that finds nothing: the length rules alone. */
const nothingWeak = () => null;

describe('the new-password rule', () => {
  it.each<[string, string, NewPasswordProblem | null]>([
    ['8 characters, the old minimum', 'abcdefgh', { kind: 'too_short' }],
    ['11 characters', 'abcdefghijk', { kind: 'too_short' }],
    ['12 characters', 'abcdefghijkl', null],
    ['12 characters of which two are emoji (one character each to a person)', 'abcdefghij😀😀', null],
    ['11 characters that are 22 UTF-16 units', '😀'.repeat(11), { kind: 'too_short' }],
    ['128 characters', 'a'.repeat(128), null],
    ['129 characters', 'a'.repeat(129), { kind: 'too_long' }],
  ])('%s: %o', (_name, password, expected) => {
    expect(newPasswordProblem(password, nothingWeak)).toEqual(expected);
  });

  it('asks the checker only about a password of a length that may be used, with the personal words', () => {
    const asked: [string, readonly string[]][] = [];
    const weaknessOf = (password: string, words: readonly string[]): PasswordWeakness => {
      asked.push([password, words]);
      return 'common';
    };
    expect(newPasswordProblem('short', weaknessOf, ['ann'])).toEqual({ kind: 'too_short' });
    expect(newPasswordProblem('password1234', weaknessOf, ['ann'])).toEqual({ kind: 'weak', weakness: 'common' });
    expect(asked).toEqual([['password1234', ['ann']]]);
  });

  it.each<[NewPasswordProblem, string]>([
    [{ kind: 'too_short' }, 'Use at least 12 characters for your password'],
    [{ kind: 'too_long' }, 'Use at most 128 characters for your password'],
    [{ kind: 'weak', weakness: 'common' }, 'This password is on a list of common or breached passwords'],
    [{ kind: 'weak', weakness: 'repeated' }, 'This password repeats the same characters'],
    [{ kind: 'weak', weakness: 'sequence' }, 'This password is a sequence such as "abcd" or "1234"'],
    [{ kind: 'weak', weakness: 'keyboard' }, 'This password is a row or pattern of keys on a keyboard'],
    [{ kind: 'weak', weakness: 'date' }, 'This password is mostly a date or a year'],
    [{ kind: 'weak', weakness: 'personal' }, 'This password contains your email address or the name of this service'],
    [{ kind: 'weak', weakness: 'guessable' }, 'This password is made of common words or names that are easy to guess'],
  ])('names the problem %o', (problem, start) => {
    expect(newPasswordProblemMessage(problem).startsWith(start)).toBe(true);
  });

  it('reads the words of an address a password should not be made of', () => {
    expect(personalWordsOf(' Ann.Smith@Example.co.uk ')).toEqual([
      'ann.smith',
      'ann',
      'smith',
      'example',
      'splitpenny',
    ]);
  });
});

describe('a password made of the person’s own address', () => {
  const words = personalWordsOf('margaret.thatcher-1764@example.com');
  it.each([
    ['margaret.thatcher', true],
    ['Thatcher-Margaret!', true],
    ['margaretthatcher1764', true],
    ['example-splitpenny', true],
    ['margaret thatcher rides west', false],
  ])('%s: refused %s, whatever the checker says', (password, refused) => {
    expect(newPasswordProblem(password, nothingWeak, words)).toEqual(
      refused ? { kind: 'weak', weakness: 'personal' } : null,
    );
  });
});
