import type { Kysely } from 'kysely';
import type { CreditLedger } from '../../application/ports/credit-ledger';
import type { CreditEntry, CreditReason } from '../../domain/sessions/credit-ledger';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
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
      .values({
        id: entry.id,
        user_id: entry.userId,
        reason: entry.reason,
        reference: entry.reference,
        amount: entry.amount,
        balance_after: balanceAfter,
        created_at: entry.createdAt,
      })
      .onConflict((oc) => oc.columns(['reason', 'reference']).doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows !== 1n) return null;

    await this.db
      .updateTable('users')
      .set({ test_sessions_remaining: balanceAfter })
      .where('id', '=', entry.userId)
      .execute();
    return { balanceAfter };
  }
}
