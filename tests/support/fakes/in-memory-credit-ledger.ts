import type { UserId } from '../../../domain/shared/ids';
import type { CreditLedger } from '../../../application/ports/credit-ledger';
import type { CreditEntry, CreditReason } from '../../../domain/sessions/credit-ledger';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

/** The ledger and the balance move together; (reason, reference) is unique and the balance never goes negative. */
export class InMemoryCreditLedger implements CreditLedger {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async isRecorded(reason: CreditReason, reference: string): Promise<boolean> {
    return this.store.creditEntries.some((entry) => entry.reason === reason && entry.reference === reference);
  }

  async lockBalance(userId: UserId): Promise<number | null> {
    return this.store.users.get(userId)?.testSessionsRemaining ?? null;
  }

  async record(entry: CreditEntry): Promise<{ balanceAfter: number } | null> {
    const user = this.store.requireUser(entry.userId, 'credit entry');
    const replay = this.store.creditEntries.some(
      (existing) => existing.reason === entry.reason && existing.reference === entry.reference,
    );
    if (replay) return null;
    if (this.store.creditEntries.some((existing) => existing.id === entry.id)) {
      throw new Error(`credit entry ${entry.id} exists already (a primary key would refuse)`);
    }
    const balanceAfter = user.testSessionsRemaining + entry.amount;
    // The database refuses this with a CHECK constraint; throwing rolls the unit of work back just the same.
    if (balanceAfter < 0) {
      throw new Error(`the balance of user ${user.id} would go below zero (${balanceAfter})`);
    }
    this.store.creditEntries.push({ ...entry, balanceAfter });
    this.store.users.set(user.id, { ...user, testSessionsRemaining: balanceAfter });
    return { balanceAfter };
  }

  async lockBalances(userIds: readonly UserId[]): Promise<Map<UserId, number>> {
    const balances = new Map<UserId, number>();
    for (const id of userIds) {
      const user = this.store.users.get(id);
      if (user !== undefined) balances.set(id, user.testSessionsRemaining);
    }
    return balances;
  }

  async recordSpending(entries: readonly CreditEntry[]): Promise<void> {
    for (const entry of entries) {
      if ((await this.record(entry)) === null) throw new Error(`spending ${entry.reference} was recorded already`);
    }
  }
}
