import type { SecondFactorRepository } from '../../../application/ports/second-factor-repository';
import type { LoginChallenge, Passkey, PasskeyCredential, StoredPasskey } from '../../../domain/accounts/second-factor';
import type { PasskeyId, UserId } from '../../../domain/shared/ids';

interface TotpRow {
  secret: string;
  confirmed: boolean;
  lastStep: number | null;
}

/** Second factors in maps; enough for use cases that only ask whether a user has any. */
export class InMemorySecondFactorRepository implements SecondFactorRepository {
  private readonly totp = new Map<UserId, TotpRow>();
  private readonly codes = new Map<UserId, { hash: string; used: boolean }[]>();
  private readonly passkeys: StoredPasskey[] = [];
  private readonly registrations = new Map<UserId, { challenge: string; expiresAt: Date }>();
  private readonly challenges = new Map<string, { challenge: LoginChallenge; tokenHash: string }>();

  hasAny(userId: UserId): Promise<boolean> {
    return Promise.resolve(this.totp.get(userId)?.confirmed === true || this.passkeys.some((p) => p.userId === userId));
  }
  findTotpSecret(userId: UserId): Promise<string | null> {
    const row = this.totp.get(userId);
    return Promise.resolve(row?.confirmed === true ? row.secret : null);
  }
  findPendingTotpSecret(userId: UserId): Promise<string | null> {
    const row = this.totp.get(userId);
    return Promise.resolve(row !== undefined && !row.confirmed ? row.secret : null);
  }
  savePendingTotpSecret(userId: UserId, secret: string): Promise<boolean> {
    if (this.totp.get(userId)?.confirmed === true) return Promise.resolve(false);
    this.totp.set(userId, { secret, confirmed: false, lastStep: null });
    return Promise.resolve(true);
  }
  confirmTotp(userId: UserId, step: number): Promise<boolean> {
    const row = this.totp.get(userId);
    if (row === undefined || row.confirmed) return Promise.resolve(false);
    this.totp.set(userId, { ...row, confirmed: true, lastStep: step });
    return Promise.resolve(true);
  }
  useTotpStep(userId: UserId, step: number): Promise<boolean> {
    const row = this.totp.get(userId);
    if (row?.confirmed !== true || (row.lastStep !== null && row.lastStep >= step)) return Promise.resolve(false);
    row.lastStep = step;
    return Promise.resolve(true);
  }
  deleteTotp(userId: UserId): Promise<boolean> {
    const on = this.totp.get(userId)?.confirmed === true;
    this.totp.delete(userId);
    return Promise.resolve(on);
  }
  replaceRecoveryCodes(userId: UserId, codeHashes: readonly string[]): Promise<void> {
    this.codes.set(
      userId,
      codeHashes.map((hash) => ({ hash, used: false })),
    );
    return Promise.resolve();
  }
  useRecoveryCode(userId: UserId, codeHash: string): Promise<boolean> {
    const code = this.codes.get(userId)?.find((c) => c.hash === codeHash && !c.used);
    if (code === undefined) return Promise.resolve(false);
    code.used = true;
    return Promise.resolve(true);
  }
  countUnusedRecoveryCodes(userId: UserId): Promise<number> {
    return Promise.resolve((this.codes.get(userId) ?? []).filter((c) => !c.used).length);
  }
  deleteRecoveryCodes(userId: UserId): Promise<void> {
    this.codes.delete(userId);
    return Promise.resolve();
  }
  listPasskeys(userId: UserId): Promise<readonly StoredPasskey[]> {
    return Promise.resolve(this.passkeys.filter((p) => p.userId === userId));
  }
  insertPasskey(passkey: Passkey, credential: PasskeyCredential): Promise<boolean> {
    if (this.passkeys.some((p) => p.credential.credentialId === credential.credentialId)) {
      return Promise.resolve(false);
    }
    this.passkeys.push({ ...passkey, credential });
    return Promise.resolve(true);
  }
  markPasskeyUsed(id: PasskeyId, counter: number, at: Date): Promise<void> {
    const index = this.passkeys.findIndex((p) => p.id === id);
    const passkey = this.passkeys[index];
    if (passkey !== undefined) {
      this.passkeys[index] = { ...passkey, lastUsedAt: at, credential: { ...passkey.credential, counter } };
    }
    return Promise.resolve();
  }
  deletePasskey(userId: UserId, id: PasskeyId): Promise<boolean> {
    const index = this.passkeys.findIndex((p) => p.id === id && p.userId === userId);
    if (index >= 0) this.passkeys.splice(index, 1);
    return Promise.resolve(index >= 0);
  }
  savePasskeyRegistration(userId: UserId, challenge: string, expiresAt: Date): Promise<void> {
    this.registrations.set(userId, { challenge, expiresAt });
    return Promise.resolve();
  }
  takePasskeyRegistration(userId: UserId, now: Date): Promise<string | null> {
    const registration = this.registrations.get(userId);
    this.registrations.delete(userId);
    return Promise.resolve(registration !== undefined && registration.expiresAt > now ? registration.challenge : null);
  }
  insertLoginChallenge(challenge: LoginChallenge, tokenHash: string): Promise<void> {
    this.challenges.set(challenge.id, { challenge, tokenHash });
    return Promise.resolve();
  }
  findLoginChallenge(tokenHash: string): Promise<LoginChallenge | null> {
    const found = [...this.challenges.values()].find((c) => c.tokenHash === tokenHash);
    return Promise.resolve(found?.challenge ?? null);
  }
  useLoginChallenge(id: string, at: Date): Promise<boolean> {
    const found = this.challenges.get(id);
    if (found === undefined || found.challenge.usedAt !== null) return Promise.resolve(false);
    this.challenges.set(id, { ...found, challenge: { ...found.challenge, usedAt: at } });
    return Promise.resolve(true);
  }
  countLoginChallengeFailure(id: string): Promise<void> {
    const found = this.challenges.get(id);
    if (found !== undefined) {
      this.challenges.set(id, {
        ...found,
        challenge: { ...found.challenge, failures: found.challenge.failures + 1 },
      });
    }
    return Promise.resolve();
  }
}
