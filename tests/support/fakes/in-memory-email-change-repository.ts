import type { EmailChangeRepository } from '../../../application/ports/email-change-repository';
import type { EmailChange } from '../../../domain/accounts/email-change';
import type { UserId } from '../../../domain/shared/ids';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

export class InMemoryEmailChangeRepository implements EmailChangeRepository {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async insert(change: EmailChange, tokenHash: string): Promise<void> {
    this.store.requireUser(change.userId, 'email change');
    if ([...this.store.emailChanges.values()].some((stored) => stored.tokenHash === tokenHash)) {
      throw new Error('an email change with this token hash exists already (a unique index would refuse)');
    }
    this.store.emailChanges.set(change.id, { change, tokenHash });
  }

  async findByTokenHash(tokenHash: string): Promise<EmailChange | null> {
    return [...this.store.emailChanges.values()].find((stored) => stored.tokenHash === tokenHash)?.change ?? null;
  }

  async useAllForUser(userId: UserId, usedAt: Date): Promise<void> {
    for (const stored of this.store.emailChanges.values()) {
      if (stored.change.userId !== userId || stored.change.usedAt !== null) continue;
      this.store.emailChanges.set(stored.change.id, { ...stored, change: { ...stored.change, usedAt } });
    }
  }
}
