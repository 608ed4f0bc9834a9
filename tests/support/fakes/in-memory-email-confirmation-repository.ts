import type { EmailConfirmationRepository } from '../../../application/ports/email-confirmation-repository';
import type { EmailConfirmation } from '../../../domain/accounts/email-confirmation';
import type { UserId } from '../../../domain/shared/ids';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

export class InMemoryEmailConfirmationRepository implements EmailConfirmationRepository {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async insert(confirmation: EmailConfirmation, tokenHash: string): Promise<void> {
    this.store.requireUser(confirmation.userId, 'email confirmation');
    if ([...this.store.emailConfirmations.values()].some((stored) => stored.tokenHash === tokenHash)) {
      throw new Error('an email confirmation with this token hash exists already (a unique index would refuse)');
    }
    this.store.emailConfirmations.set(confirmation.id, { confirmation, tokenHash });
  }

  async findByTokenHash(tokenHash: string): Promise<EmailConfirmation | null> {
    const found = [...this.store.emailConfirmations.values()].find((stored) => stored.tokenHash === tokenHash);
    return found?.confirmation ?? null;
  }

  async useAllForUser(userId: UserId, usedAt: Date): Promise<void> {
    for (const stored of this.store.emailConfirmations.values()) {
      if (stored.confirmation.userId !== userId || stored.confirmation.usedAt !== null) continue;
      const confirmation = { ...stored.confirmation, usedAt };
      this.store.emailConfirmations.set(confirmation.id, { ...stored, confirmation });
    }
  }
}
