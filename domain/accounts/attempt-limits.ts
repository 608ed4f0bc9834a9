/**
 * Guarded actions: logging in, the two steps of a password reset, signing up (every attempt, taken address or
 * not, so the answer cannot tell more addresses apart than the limit allows), asking for another email-confirmation
 * link, signing up for the newsletter, and sending a message through the contact form.
 */
export type GuardedAction =
  'authenticate' | 'password-reset' | 'signup' | 'email-confirmation' | 'newsletter' | 'contact';

export interface AttemptLimit {
  readonly attempts: number;
  readonly windowSeconds: number;
}
