import type { UserId } from '../shared/ids';

/** A confirmation link works for a day, once: long enough to reach a mailbox checked daily. */
export const emailChangeValidityMs = 24 * 60 * 60 * 1000;

/** A new address an owner asked for, waiting for them to open the link sent to it. */
export interface EmailChange {
  readonly id: string;
  readonly userId: UserId;
  readonly newEmail: string;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export type EmailChangeProblem = 'used' | 'expired';

export function emailChangeExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + emailChangeValidityMs);
}

/** Why a confirmation link can no longer be used, or null when it can. */
export function emailChangeProblem(change: EmailChange, now: Date): EmailChangeProblem | null {
  if (change.usedAt !== null) return 'used';
  if (now.getTime() >= change.expiresAt.getTime()) return 'expired';
  return null;
}
