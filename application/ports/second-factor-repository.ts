import type { PendingLogin, TotpFactor } from '../../domain/accounts/second-factor';
import type { UserId } from '../../domain/shared/ids';

export interface SecondFactorRepository {
  findTotp(userId: UserId): Promise<TotpFactor | null>;
  /** Starts an enrolment, replacing one not yet confirmed. */
  saveTotp(factor: TotpFactor, now: Date): Promise<void>;
  confirmTotp(userId: UserId, at: Date): Promise<void>;
  /** Turns off the authenticator app and drops the recovery codes. */
  removeTotp(userId: UserId): Promise<void>;
  replaceRecoveryCodes(userId: UserId, codeHashes: readonly string[]): Promise<void>;
  /** Marks the code used; false when the account has no such unused code. */
  useRecoveryCode(userId: UserId, codeHash: string, at: Date): Promise<boolean>;
  unusedRecoveryCodes(userId: UserId): Promise<number>;
  addPendingLogin(tokenHash: string, login: PendingLogin): Promise<void>;
  findPendingLogin(tokenHash: string): Promise<PendingLogin | null>;
  countFailedAttempt(tokenHash: string): Promise<void>;
  endPendingLogin(tokenHash: string): Promise<void>;
}
