import type { PasswordResetRepository } from '../../../application/ports/password-reset-repository';
import type { PasswordReset } from '../../../domain/accounts/password-reset';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

export class InMemoryPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async insert(reset: PasswordReset, tokenHash: string, createdAt: Date): Promise<void> {
    this.store.requireUser(reset.userId, 'password reset');
    if (this.store.passwordResets.has(reset.id)) {
      throw new Error(`password reset ${reset.id} exists already (a primary key would refuse)`);
    }
    if ([...this.store.passwordResets.values()].some((stored) => stored.tokenHash === tokenHash)) {
      throw new Error('a password reset with this token hash exists already (a unique index would refuse)');
    }
    this.store.passwordResets.set(reset.id, { reset, tokenHash, createdAt });
  }

  async findByTokenHash(tokenHash: string): Promise<PasswordReset | null> {
    return [...this.store.passwordResets.values()].find((stored) => stored.tokenHash === tokenHash)?.reset ?? null;
  }

  /** Already used links keep the time they were used. */
  async useAllForUser(reset: PasswordReset, usedAt: Date): Promise<void> {
    for (const stored of this.store.passwordResetsOf(reset.userId)) {
      if (stored.reset.usedAt !== null) continue;
      this.store.passwordResets.set(stored.reset.id, { ...stored, reset: { ...stored.reset, usedAt } });
    }
  }
}
