import type { UserId } from '../shared/ids';
import { singleUseLinkProblem, type SingleUseLink, type SingleUseLinkProblem } from './single-use-link';

/** A reset link works for one hour, once. */
export const passwordResetValidityMs = 60 * 60 * 1000;

export interface PasswordReset extends SingleUseLink {
  readonly id: string;
  readonly userId: UserId;
}

export type PasswordResetProblem = SingleUseLinkProblem;

export function passwordResetExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + passwordResetValidityMs);
}

/** Why a reset can no longer be used, or null when it can. */
export function passwordResetProblem(reset: PasswordReset, now: Date): PasswordResetProblem | null {
  return singleUseLinkProblem(reset, now);
}
