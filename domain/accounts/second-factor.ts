import type { UserId } from '../shared/ids';

/** How many recovery codes an owner is given when they turn on two-step sign-in; each works once. */
export const recoveryCodeCount = 10;

/** How long the second step of a login may wait after the password was right. */
export const pendingLoginSeconds = 5 * 60;

/** Wrong codes a pending login takes before it is ended and the password must be given again. */
export const pendingLoginAttempts = 5;

/** An owner's authenticator app: its secret sealed at rest, and when the owner proved it with a first code. */
export interface TotpFactor {
  readonly userId: UserId;
  readonly sealedSecret: string;
  readonly confirmedAt: Date | null;
}

/** A login whose password was right, waiting for its second step. */
export interface PendingLogin {
  readonly userId: UserId;
  readonly failedAttempts: number;
  readonly expiresAt: Date;
}

export function pendingLoginExpiry(now: Date): Date {
  return new Date(now.getTime() + pendingLoginSeconds * 1000);
}

export function isPendingLoginUsable(login: PendingLogin, now: Date): boolean {
  return login.expiresAt > now && login.failedAttempts < pendingLoginAttempts;
}

/** Recovery codes are shown grouped (`abcde-fghij`) but typed any way: case, spaces and dashes do not count. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Turns random bytes into a recovery code of ten letters and digits, written as two groups of five. */
export function recoveryCodeFrom(randomBytes: Uint8Array): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const letters = Array.from(randomBytes.slice(0, 10), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5, 10)}`;
}
