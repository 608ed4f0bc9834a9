/** Guarded actions: logging in and the two steps of a password reset. */
export type GuardedAction = 'authenticate' | 'password-reset';

export interface AttemptLimit {
  readonly attempts: number;
  readonly windowSeconds: number;
}
