import { describe, expect, it } from 'vitest';
import { zxcvbnPasswordStrength } from '../../../adapters/auth/zxcvbn-password-strength';
import { newPasswordProblem, personalWordsOf, type PasswordWeakness } from '../../../domain/accounts/password-rules';

const strength = zxcvbnPasswordStrength();

describe('the password strength checker (zxcvbn-ts with its list of common passwords)', () => {
  it.each<[string, PasswordWeakness]>([
    // On the shipped list of common and breached passwords, 12 characters or more.
    ['password1234', 'common'],
    ['qwerty123456', 'common'],
    ['1qaz2wsx3edc', 'common'],
    ['motherfucker', 'common'],
    ['iloveyou1234', 'common'],
    ['Password1234', 'common'],
    ['aaaaaaaaaaaa', 'repeated'],
    ['abcabcabcabc', 'repeated'],
    ['abcdefghijklmn', 'sequence'],
    ['qwertyuiop[]', 'keyboard'],
  ])('refuses %s as %s', (password, weakness) => {
    expect(newPasswordProblem(password, strength.weaknessOf)).toEqual({ kind: 'weak', weakness });
  });

  it('refuses a password made of the owner’s own address', () => {
    const words = personalWordsOf('margaret.thatcher@example.com');
    expect(newPasswordProblem('margaret.thatcher', strength.weaknessOf, words)).toMatchObject({ kind: 'weak' });
  });

  it.each(['correct horse battery', 'a sturdy passphrase for sign-up', 'x7#Kp9!mQ2vL', 'plum ferry quietly wins'])(
    'accepts %s',
    (password) => {
      expect(newPasswordProblem(password, strength.weaknessOf, personalWordsOf('ann@example.com'))).toBeNull();
    },
  );
});
