/** Guarded actions: logging in, the two steps of a password reset, and signing up for the newsletter. */
export type GuardedAction = 'authenticate' | 'password-reset' | 'newsletter';

export interface AttemptLimit {
  readonly attempts: number;
  readonly windowSeconds: number;
}
