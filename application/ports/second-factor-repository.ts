import type { LoginChallenge, Passkey, PasskeyCredential, StoredPasskey } from '../../domain/accounts/second-factor';
import type { PasskeyId, UserId } from '../../domain/shared/ids';

/** TOTP secrets, recovery codes and passkeys, each row its user's. */
export interface SecondFactorRepository {
  /** Whether the user has a confirmed TOTP secret or any passkey: the check every login makes. */
  hasAny(userId: UserId): Promise<boolean>;
  /** The confirmed TOTP secret, or null. */
  findTotpSecret(userId: UserId): Promise<string | null>;
  /** The secret waiting for its first code, or null. */
  findPendingTotpSecret(userId: UserId): Promise<string | null>;
  /** Keeps `secret` as the user's pending secret, in place of any pending one; false when TOTP is on already. */
  savePendingTotpSecret(userId: UserId, secret: string, at: Date): Promise<boolean>;
  /** Turns the pending secret on, its first code's step counted as used; false when there is none. */
  confirmTotp(userId: UserId, step: number, at: Date): Promise<boolean>;
  /**
   * Counts the code of `step` as used: false when that step or a later one was used already, so a code works once
   * (a conditional write, so two logins racing with one code cannot both pass).
   */
  useTotpStep(userId: UserId, step: number): Promise<boolean>;
  /** Turns TOTP off; false when it was not on. */
  deleteTotp(userId: UserId): Promise<boolean>;

  /** Replaces the user's recovery codes with these hashes. */
  replaceRecoveryCodes(userId: UserId, codeHashes: readonly string[], at: Date): Promise<void>;
  /** Marks the unused code with this hash as used: false when there is none (unknown, or used before). */
  useRecoveryCode(userId: UserId, codeHash: string, at: Date): Promise<boolean>;
  countUnusedRecoveryCodes(userId: UserId): Promise<number>;
  deleteRecoveryCodes(userId: UserId): Promise<void>;

  /** The user's passkeys, oldest first. */
  listPasskeys(userId: UserId): Promise<readonly StoredPasskey[]>;
  /** False when an account already holds this credential id (nothing written). */
  insertPasskey(passkey: Passkey, credential: PasskeyCredential): Promise<boolean>;
  /** Records a use and the authenticator's new signature counter. */
  markPasskeyUsed(id: PasskeyId, counter: number, at: Date): Promise<void>;
  /** Deletes the user's passkey; false when the user has no such passkey. */
  deletePasskey(userId: UserId, id: PasskeyId): Promise<boolean>;

  /** Keeps the challenge of a passkey registration under way, in place of an earlier one. */
  savePasskeyRegistration(userId: UserId, challenge: string, expiresAt: Date): Promise<void>;
  /** Takes the registration challenge (it works once); null when there is none or it expired. */
  takePasskeyRegistration(userId: UserId, now: Date): Promise<string | null>;

  insertLoginChallenge(challenge: LoginChallenge, tokenHash: string): Promise<void>;
  findLoginChallenge(tokenHash: string): Promise<LoginChallenge | null>;
  /** Marks the challenge answered; false when it was used already (another request answered it first). */
  useLoginChallenge(id: string, at: Date): Promise<boolean>;
  /** Counts a wrong answer against the challenge. */
  countLoginChallengeFailure(id: string): Promise<void>;
}
