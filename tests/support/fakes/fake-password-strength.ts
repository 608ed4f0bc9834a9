import type { PasswordStrength } from '../../../application/ports/password-strength';
import type { PasswordWeakness } from '../../../domain/accounts/password-rules';

/** The common passwords this fake knows (the real list is zxcvbn-ts's: adapters/auth/zxcvbn-password-strength.ts). */
export const fakeCommonPasswords: readonly string[] = ['password1234', 'qwerty123456', 'iloveyou1234'];

/** Finds a password weak when it is one of fakeCommonPasswords, or uses a personal word; nothing else. */
export class FakePasswordStrength implements PasswordStrength {
  readonly weaknessOf = (password: string, personalWords: readonly string[]): PasswordWeakness | null => {
    if (fakeCommonPasswords.includes(password.toLowerCase())) return 'common';
    const lower = password.toLowerCase();
    return personalWords.some((word) => lower.includes(word)) ? 'personal' : null;
  };
}
