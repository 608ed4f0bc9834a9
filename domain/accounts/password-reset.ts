import type { UserId } from '../shared/ids';

/** A reset link works for one hour, once. */
export const passwordResetValidityMs = 60 * 60 * 1000;

export interface PasswordReset {
  readonly id: string;
  readonly userId: UserId;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export type PasswordResetProblem = 'used' | 'expired';

export function passwordResetExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + passwordResetValidityMs);
}

/** Why a reset can no longer be used, or null when it can. */
export function passwordResetProblem(reset: PasswordReset, now: Date): PasswordResetProblem | null {
  if (reset.usedAt !== null) return 'used';
  if (now.getTime() >= reset.expiresAt.getTime()) return 'expired';
  return null;
}
