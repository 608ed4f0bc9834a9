import type { Insertable, Kysely } from 'kysely';
import type { CreditLedger } from '../../application/ports/credit-ledger';
import type { CreditEntry, CreditReason } from '../../domain/sessions/credit-ledger';
import type { UserId } from '../../domain/shared/ids';
import type { CreditLedgerTable, DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/**
 * The balance and its ledger move together. The user's row is locked first, so entries for one user queue; an
 * entry whose reason and reference are already recorded is a replay and changes nothing (checked before the new
 * balance is worked out, so a replay is ignored even when the balance could no longer cover it). Must run inside a
 * transaction (the unit of work provides one).
 */
export class KyselyCreditLedger implements CreditLedger {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async isRecorded(reason: CreditReason, reference: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('reason', '=', reason)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row !== undefined;
  }

  async lockBalance(userId: UserId): Promise<number | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db
      .selectFrom('users')
      .select('test_sessions_remaining')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return row?.test_sessions_remaining ?? null;
  }

  async record(entry: CreditEntry): Promise<{ balanceAfter: number } | null> {
    const user = await this.db
      .selectFrom('users')
      .select('test_sessions_remaining')
      .where('id', '=', entry.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const replay = await this.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('reason', '=', entry.reason)
      .where('reference', '=', entry.reference)
      .executeTakeFirst();
    if (replay !== undefined) return null;

    const balanceAfter = user.test_sessions_remaining + entry.amount;
    // A concurrent first recording of the same reference (for another user's row lock) still loses here.
    const inserted = await this.db
      .insertInto('credit_ledger')
      .values(ledgerRow(entry, balanceAfter))
      .onConflict((oc) => oc.columns(['reason', 'reference']).doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows !== 1n) return null;

    // Sessions credited (bought, topped up, adjusted) re-arm the low-balance warning for the next low spell.
    const rearm = entry.amount > 0 ? { low_balance_warned_at: null } : {};
    await this.db
      .updateTable('users')
      .set({ test_sessions_remaining: balanceAfter, ...rearm })
      .where('id', '=', entry.userId)
      .execute();
    return { balanceAfter };
  }

  async lockBalances(userIds: readonly UserId[]): Promise<Map<UserId, number>> {
    const ids = [...new Set(userIds)].filter(isUuid).sort();
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'test_sessions_remaining'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.id as UserId, row.test_sessions_remaining]));
  }

  async recordSpending(entries: readonly CreditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const spent = new Map<UserId, number>();
    for (const e of entries) spent.set(e.userId, (spent.get(e.userId) ?? 0) + e.amount);
    // Each balance moves once; the CHECK constraint refuses one below zero, failing the transaction, not overspending.
    const balances = new Map<UserId, number>();
    for (const [userId, amount] of [...spent].sort(([a], [b]) => a.localeCompare(b))) {
      const row = await this.db
        .updateTable('users')
        .set((eb) => ({ test_sessions_remaining: eb('test_sessions_remaining', '+', amount) }))
        .where('id', '=', userId)
        .returning('test_sessions_remaining')
        .executeTakeFirstOrThrow();
      balances.set(userId, row.test_sessions_remaining - amount);
    }
    const rows = entries.map((entry) => {
      const balanceAfter = (balances.get(entry.userId) ?? 0) + entry.amount;
      balances.set(entry.userId, balanceAfter);
      return ledgerRow(entry, balanceAfter);
    });
    await this.db.insertInto('credit_ledger').values(rows).execute();
  }
}

function ledgerRow(entry: CreditEntry, balanceAfter: number): Insertable<CreditLedgerTable> {
  return {
    id: entry.id,
    user_id: entry.userId,
    reason: entry.reason,
    reference: entry.reference,
    amount: entry.amount,
    balance_after: balanceAfter,
    created_at: entry.createdAt,
  };
}
