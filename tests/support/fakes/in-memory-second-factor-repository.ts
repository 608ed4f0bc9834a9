import type { SecondFactorRepository } from '../../../application/ports/second-factor-repository';
import type { PendingLogin, TotpFactor } from '../../../domain/accounts/second-factor';
import type { UserId } from '../../../domain/shared/ids';

/** Two-step sign-in kept in maps; outside the store's snapshots, as no unit test rolls it back. */
export class InMemorySecondFactorRepository implements SecondFactorRepository {
  private readonly totps = new Map<UserId, TotpFactor>();
  private readonly codes = new Map<UserId, Map<string, Date | null>>();
  private readonly pending = new Map<string, PendingLogin>();

  findTotp(userId: UserId): Promise<TotpFactor | null> {
    return Promise.resolve(this.totps.get(userId) ?? null);
  }

  saveTotp(factor: TotpFactor): Promise<void> {
    this.totps.set(factor.userId, { ...factor, confirmedAt: null });
    return Promise.resolve();
  }

  confirmTotp(userId: UserId, at: Date): Promise<void> {
    const factor = this.totps.get(userId);
    if (factor !== undefined) this.totps.set(userId, { ...factor, confirmedAt: at });
    return Promise.resolve();
  }

  removeTotp(userId: UserId): Promise<void> {
    this.totps.delete(userId);
    this.codes.delete(userId);
    return Promise.resolve();
  }

  replaceRecoveryCodes(userId: UserId, codeHashes: readonly string[]): Promise<void> {
    this.codes.set(userId, new Map(codeHashes.map((hash) => [hash, null])));
    return Promise.resolve();
  }

  useRecoveryCode(userId: UserId, codeHash: string, at: Date): Promise<boolean> {
    const codes = this.codes.get(userId);
    if (codes?.get(codeHash) !== null) return Promise.resolve(false);
    codes.set(codeHash, at);
    return Promise.resolve(true);
  }

  unusedRecoveryCodes(userId: UserId): Promise<number> {
    const codes = [...(this.codes.get(userId)?.values() ?? [])];
    return Promise.resolve(codes.filter((usedAt) => usedAt === null).length);
  }

  addPendingLogin(tokenHash: string, login: PendingLogin): Promise<void> {
    this.pending.set(tokenHash, login);
    return Promise.resolve();
  }

  findPendingLogin(tokenHash: string): Promise<PendingLogin | null> {
    return Promise.resolve(this.pending.get(tokenHash) ?? null);
  }

  countFailedAttempt(tokenHash: string): Promise<void> {
    const login = this.pending.get(tokenHash);
    if (login !== undefined) this.pending.set(tokenHash, { ...login, failedAttempts: login.failedAttempts + 1 });
    return Promise.resolve();
  }

  endPendingLogin(tokenHash: string): Promise<void> {
    this.pending.delete(tokenHash);
    return Promise.resolve();
  }
}
