/**
 * Guarded actions: logging in, the two steps of a password reset, signing up for the newsletter, and sending a
 * message through the contact form.
 */
export type GuardedAction = 'authenticate' | 'password-reset' | 'newsletter' | 'contact';

export interface AttemptLimit {
  readonly attempts: number;
  readonly windowSeconds: number;
}
