import { minimumPasswordLength, newPasswordHint, passwordLength } from '../../../../domain/accounts/password-rules';

/**
 * The new-password field's hint as the person types: the rule before anything is typed, then how many characters
 * are still needed, then that the list of common passwords is checked on sending (the list stays on the server, so
 * the page loads none of it). The rule itself is domain/accounts/password-rules.ts.
 */
export function newPasswordHintFor(password: string): string {
  const length = passwordLength(password);
  if (length === 0) return newPasswordHint;
  if (length < minimumPasswordLength) {
    const left = minimumPasswordLength - length;
    return `${left} more ${left === 1 ? 'character' : 'characters'} to go. A few unrelated words make a strong password.`;
  }
  return 'Long enough. It must not be a common password: that is checked when you send it.';
}
