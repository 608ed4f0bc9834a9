import type { PasswordWeaknessOf } from '../../domain/accounts/password-rules';

/**
 * Judges how guessable a new password is (domain/accounts/password-rules.ts): against the list of common and
 * breached passwords shipped with the app, and the patterns guessers try. Synchronous and in memory.
 */
export interface PasswordStrength {
  readonly weaknessOf: PasswordWeaknessOf;
}
