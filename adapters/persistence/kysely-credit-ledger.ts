import { sql, type Insertable, type Kysely } from 'kysely';
import type { CreditLedger } from '../../application/ports/credit-ledger';
import type { CreditEntry, CreditReason } from '../../domain/sessions/credit-ledger';
import type { UserId } from '../../domain/shared/ids';
import type { CreditLedgerTable, DatabaseSchema } from './database-schema';
import { preparedName } from './prepared-statements';
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
    const moved = await this.db
      .updateTable('users')
      .set({ test_sessions_remaining: balanceAfter, ...rearm })
      .where('id', '=', entry.userId)
      .executeTakeFirst();
    // What a caller counts (the top-up's report among them) is what this transaction did: an entry whose balance did
    // not move is undone with it rather than counted.
    if (moved.numUpdatedRows !== 1n) throw new Error(`the balance of user ${entry.userId} did not move with its entry`);
    return { balanceAfter };
  }

  async lockBalances(userIds: readonly UserId[]): Promise<Map<UserId, number>> {
    const ids = [...new Set(userIds)].filter(isUuid).sort();
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{
      id: string;
      test_sessions_remaining: number;
    }>`${sql.raw(preparedName('lock_balances'))}
      select id, test_sessions_remaining from users where id = any(${ids}::uuid[]) order by id for update`.execute(
      this.db,
    );
    return new Map(rows.map((row) => [row.id as UserId, row.test_sessions_remaining]));
  }

  async recordSpending(entries: readonly CreditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    // Each balance moves once, by the batch's sum, and each entry's balance_after follows its owner's running total
    // in the batch's order: one statement for any number of owners. The CHECK constraint refuses a balance below
    // zero, failing the transaction rather than overspending.
    const { rows } = await sql<{ recorded: number }>`${sql.raw(preparedName('record_spending'))}
      with entry as (
        select * from unnest(${entries.map((e) => e.id)}::uuid[], ${entries.map((e) => e.userId)}::uuid[],
          ${entries.map((e) => e.reason)}::text[], ${entries.map((e) => e.reference)}::text[],
          ${entries.map((e) => e.amount)}::int[], ${entries.map((e) => e.createdAt.toISOString())}::timestamptz[])
          with ordinality as e(id, user_id, reason, reference, amount, created_at, ord)
      ), moved as (
        update users set test_sessions_remaining = users.test_sessions_remaining + spent.amount
        from (select user_id, sum(amount)::int as amount from entry group by user_id) as spent
        where users.id = spent.user_id
        returning users.id, users.test_sessions_remaining - spent.amount as balance_before
      ), recorded as (
        insert into credit_ledger (id, user_id, reason, reference, amount, balance_after, created_at)
        select entry.id, entry.user_id, entry.reason, entry.reference, entry.amount,
          moved.balance_before + sum(entry.amount) over (partition by entry.user_id order by entry.ord),
          entry.created_at
        from entry join moved on moved.id = entry.user_id
        returning 1
      )
      select count(*)::int as recorded from recorded`.execute(this.db);
    const recorded = rows[0]?.recorded ?? 0;
    if (recorded !== entries.length) throw new Error(`${entries.length - recorded} spending entries name no user`);
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
