import type { UserId } from '../shared/ids';
import type { SingleUseLink } from './single-use-link';

/** A confirmation link works for a day, once: long enough to reach a mailbox checked daily. */
export const emailChangeValidityMs = 24 * 60 * 60 * 1000;

/** A new address an owner asked for, waiting for them to open the link sent to it. */
export interface EmailChange extends SingleUseLink {
  readonly id: string;
  readonly userId: UserId;
  readonly newEmail: string;
}

export function emailChangeExpiry(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + emailChangeValidityMs);
}
