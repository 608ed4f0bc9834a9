import type { Kysely, Selectable } from 'kysely';
import type { AffiliateRepository } from '../../application/ports/affiliate-repository';
import type { BalanceEntry } from '../../domain/affiliates/affiliate-balance';
import type { AffiliateTransaction } from '../../domain/affiliates/affiliate-transaction';
import type { Referral } from '../../domain/affiliates/referral';
import type { UserId } from '../../domain/shared/ids';
import type { AffiliateTransactionsTable, DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

export class KyselyAffiliateRepository implements AffiliateRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async addReferral(referral: Referral): Promise<void> {
    await this.db
      .insertInto('referrals')
      .values({
        id: referral.id,
        affiliate_id: referral.affiliateId,
        user_id: referral.userId,
        created_at: referral.createdAt,
      })
      .execute();
  }

  async referralOf(userId: UserId): Promise<Referral | null> {
    if (!isUuid(userId)) return null;
    const row = await this.db.selectFrom('referrals').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      affiliateId: row.affiliate_id as UserId,
      userId: row.user_id as UserId,
      createdAt: row.created_at,
    };
  }

  async addSession(session: { readonly id: string; readonly affiliateId: UserId; readonly createdAt: Date }) {
    await this.db
      .insertInto('affiliate_sessions')
      .values({ id: session.id, affiliate_id: session.affiliateId, created_at: session.createdAt })
      .execute();
  }

  async record(transaction: AffiliateTransaction): Promise<boolean> {
    const inserted = await this.db
      .insertInto('affiliate_transactions')
      .values({
        id: transaction.id,
        affiliate_id: transaction.affiliateId,
        type: transaction.type,
        amount_minor: transaction.amountMinor,
        reference: transaction.reference,
        referred_user_id: transaction.referredUserId,
        checkout_id: transaction.checkoutId,
        payout_id: transaction.payoutId,
        created_at: transaction.createdAt,
        qualifies_at: transaction.qualifiesAt,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async findByReference(reference: string): Promise<AffiliateTransaction | null> {
    const row = await this.db
      .selectFrom('affiliate_transactions')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row === undefined ? null : toAffiliateTransaction(row);
  }

  async balanceEntries(affiliateId: UserId): Promise<readonly BalanceEntry[]> {
    if (!isUuid(affiliateId)) return [];
    const rows = await this.db
      .selectFrom('affiliate_transactions')
      .select((eb) => ['qualifies_at', eb.fn.sum<string>('amount_minor').as('amount')])
      .where('affiliate_id', '=', affiliateId)
      .groupBy('qualifies_at')
      .execute();
    return rows.map((row) => ({ qualifiesAt: row.qualifies_at, amountMinor: Number(row.amount) }));
  }
}

export function toAffiliateTransaction(row: Selectable<AffiliateTransactionsTable>): AffiliateTransaction {
  return {
    id: row.id,
    affiliateId: row.affiliate_id as UserId,
    type: row.type,
    amountMinor: row.amount_minor,
    reference: row.reference,
    referredUserId: row.referred_user_id as UserId | null,
    checkoutId: row.checkout_id,
    payoutId: row.payout_id,
    createdAt: row.created_at,
    qualifiesAt: row.qualifies_at,
  };
}
