import type { UserRepository } from '../../../application/ports/user-repository';
import type { User } from '../../../domain/accounts/user';
import type { SavedCard } from '../../../domain/payments/saved-card';
import type { UserId } from '../../../domain/shared/ids';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

/** Emails are unique regardless of case, like the database's unique index on lower(email). */
export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async findById(id: UserId): Promise<User | null> {
    return this.store.users.get(id) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.withEmail(email) ?? null;
  }

  async insert(user: User): Promise<boolean> {
    if (this.store.users.has(user.id)) throw new Error(`user ${user.id} exists already (a primary key would refuse)`);
    if (this.withEmail(user.email) !== undefined) return false;
    this.store.users.set(user.id, user);
    return true;
  }

  async changeEmail(id: UserId, email: string): Promise<boolean> {
    const holder = this.withEmail(email);
    if (holder !== undefined && holder.id !== id) return false;
    const user = this.store.users.get(id);
    if (user !== undefined) this.store.users.set(id, { ...user, email });
    return true;
  }

  async confirmEmail(id: UserId, email: string, at: Date): Promise<boolean> {
    const user = this.store.users.get(id);
    if (user === undefined || user.email !== email.toLowerCase() || user.emailConfirmedAt !== null) return false;
    this.store.users.set(id, { ...user, emailConfirmedAt: at });
    return true;
  }

  async changePassword(id: UserId, passwordHash: string): Promise<void> {
    const user = this.store.users.get(id);
    if (user !== undefined) this.store.users.set(id, { ...user, passwordHash });
  }

  async setStripeCustomerId(id: UserId, customerId: string): Promise<void> {
    const user = this.store.users.get(id);
    if (user !== undefined) this.store.users.set(id, { ...user, stripeCustomerId: customerId });
  }

  async findByStripeCustomerId(customerId: string): Promise<User | null> {
    return [...this.store.users.values()].find((user) => user.stripeCustomerId === customerId) ?? null;
  }

  async saveCard(id: UserId, card: SavedCard): Promise<void> {
    const user = this.store.users.get(id);
    if (user !== undefined) this.store.users.set(id, { ...user, card });
  }

  async refreshCard(card: SavedCard): Promise<boolean> {
    const holder = [...this.store.users.values()].find((user) => user.card?.paymentMethodId === card.paymentMethodId);
    if (holder === undefined) return false;
    this.store.users.set(holder.id, { ...holder, card });
    return true;
  }

  /** Like ON DELETE CASCADE: the user's ledger entries, reset links and API keys go with them. */
  async idsWithBalanceBelow(balance: number, afterId: UserId | null, limit: number): Promise<readonly UserId[]> {
    return [...this.store.users.values()]
      .filter((user) => toppedUp(user, balance) && (afterId === null || user.id > afterId))
      .map((user) => user.id)
      .sort()
      .slice(0, limit);
  }

  async countWithBalanceBelow(balance: number): Promise<number> {
    return [...this.store.users.values()].filter((user) => toppedUp(user, balance)).length;
  }

  async delete(id: UserId): Promise<void> {
    this.store.users.delete(id);
    const kept = this.store.creditEntries.filter((entry) => entry.userId !== id);
    this.store.creditEntries.splice(0, this.store.creditEntries.length, ...kept);
    for (const [resetId, stored] of this.store.passwordResets) {
      if (stored.reset.userId === id) this.store.passwordResets.delete(resetId);
    }
    for (const [keyId, stored] of this.store.apiKeys) {
      if (stored.key.userId === id) this.store.apiKeys.delete(keyId);
    }
  }

  private withEmail(email: string): User | undefined {
    const wanted = email.toLowerCase();
    return [...this.store.users.values()].find((user) => user.email.toLowerCase() === wanted);
  }
}

/** An account the monthly top-up refills: its address confirmed, its balance below the level. */
function toppedUp(user: User, level: number): boolean {
  return user.emailConfirmedAt !== null && user.testSessionsRemaining < level;
}
