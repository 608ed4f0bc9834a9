import { useEffect, useState } from 'react';
import type { PasswordStrength } from '../../../../domain/accounts/password-rules';

/** The new-password rule as a field's hint; the rule itself is account-fields.ts's newPasswordField. */
export const newPasswordRule = 'At least 12 characters, and not easy to guess';

const strengthWords = ['very weak', 'weak', 'fair', 'strong', 'very strong'] as const;

/** The hint for a password typed so far: its strength and what would make it stronger. */
export function strengthHint(password: string, strength: PasswordStrength): string {
  const advice = strength.warning ?? (strength.score < 3 ? strength.suggestions[0] : undefined);
  const tooShort = password.length < 12 ? ` ${12 - password.length} more characters needed.` : '';
  return `Strength: ${strengthWords[strength.score]}.${advice === undefined ? '' : ` ${advice}`}${tooShort}`;
}

/**
 * The hint under a new-password field: the rule until something is typed, then how strong the password is. The
 * estimator (with its word lists) is loaded only once the owner types, so no page pays for it up front.
 */
export function useNewPasswordHint(password: string): string {
  const [rated, setRated] = useState<{ password: string; hint: string } | null>(null);
  useEffect(() => {
    if (password === '') return;
    let current = true;
    void import('./password-strength').then(({ passwordStrength }) => {
      if (current) setRated({ password, hint: strengthHint(password, passwordStrength(password)) });
    });
    return () => {
      current = false;
    };
  }, [password]);
  return password === '' || rated === null ? newPasswordRule : rated.hint;
}
