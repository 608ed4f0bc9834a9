import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { PayoutRepository } from '../../application/ports/payout-repository';
import type { BankDetails } from '../../domain/affiliates/bank-details';
import type { Payout, PayoutDestination, PayoutOptions } from '../../domain/affiliates/payout';
import type { UserId } from '../../domain/shared/ids';
import type { BankDetailsTable, DatabaseSchema, PayoutsTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselyPayoutRepository implements PayoutRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async optionsOf(userId: UserId): Promise<PayoutOptions | null> {
    if (!isUuid(userId)) return null;
    const [user, bank] = await Promise.all([
      this.db
        .selectFrom('users')
        .select(['payout_account_id', 'payout_account_enabled'])
        .where('id', '=', userId)
        .executeTakeFirst(),
      this.db.selectFrom('bank_details').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    ]);
    if (user === undefined) return null;
    return {
      payoutAccount:
        user.payout_account_id === null ? null : { id: user.payout_account_id, enabled: user.payout_account_enabled },
      bankDetails: bank === undefined ? null : toBankDetails(bank),
    };
  }

  async addBankDetails(userId: UserId, details: BankDetails, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('bank_details')
      .values({ user_id: userId, ...bankColumns(details), updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async replaceBankDetails(userId: UserId, details: BankDetails, at: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('bank_details')
      .set({ ...bankColumns(details), updated_at: at })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  async keepPayoutAccount(userId: UserId, accountId: string): Promise<string> {
    await this.db
      .updateTable('users')
      .set({ payout_account_id: accountId })
      .where('id', '=', userId)
      .where('payout_account_id', 'is', null)
      .execute();
    const row = await this.db
      .selectFrom('users')
      .select('payout_account_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.payout_account_id ?? accountId;
  }

  async payoutAccount(accountId: string): Promise<{ readonly enabled: boolean } | null> {
    const row = await this.db
      .selectFrom('users')
      .select('payout_account_enabled')
      .where('payout_account_id', '=', accountId)
      .executeTakeFirst();
    return row === undefined ? null : { enabled: row.payout_account_enabled };
  }

  async setPayoutAccountEnabled(accountId: string, enabled: boolean): Promise<boolean> {
    const updated = await this.db
      .updateTable('users')
      .set({ payout_account_enabled: enabled })
      .where('payout_account_id', '=', accountId)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  async payableAffiliates(): Promise<readonly UserId[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('users.id')
      .where((eb) =>
        eb.and([
          eb.or([
            eb('users.payout_account_enabled', '=', true),
            eb.exists(
              eb.selectFrom('bank_details').select('user_id').whereRef('bank_details.user_id', '=', 'users.id'),
            ),
          ]),
          eb.exists(
            eb
              .selectFrom('affiliate_transactions')
              .select('affiliate_id')
              .whereRef('affiliate_transactions.affiliate_id', '=', 'users.id'),
          ),
        ]),
      )
      .orderBy('users.id')
      .execute();
    return rows.map((row) => row.id as UserId);
  }

  async lockAffiliate(userId: UserId): Promise<void> {
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async add(payout: Payout): Promise<void> {
    await this.db
      .insertInto('payouts')
      .values({
        id: payout.id,
        affiliate_id: payout.affiliateId,
        method: payout.destination.method,
        amount_minor: payout.amountMinor,
        currency: payout.currency,
        status: payout.status,
        destination: JSON.stringify(payout.destination),
        created_at: payout.createdAt,
      })
      .execute();
  }

  async pending(method: Payout['destination']['method']): Promise<readonly Payout[]> {
    const rows = await this.db
      .selectFrom('payouts')
      .selectAll()
      .where('status', '=', 'pending')
      .where('method', '=', method)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toPayout);
  }

  async markPaid(id: string, transferId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('payouts')
      .set({ status: 'paid', transfer_id: transferId, settled_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  async claimForBatch(batch: string): Promise<readonly Payout[]> {
    await this.db
      .updateTable('payouts')
      .set({ export_batch: batch })
      .where('status', '=', 'pending')
      .where('method', '=', 'bank')
      .where('export_batch', 'is', null)
      .execute();
    const rows = await this.db
      .selectFrom('payouts')
      .selectAll()
      .where('status', '=', 'pending')
      .where('method', '=', 'bank')
      .where('export_batch', '=', batch)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toPayout);
  }

  async releaseFromBatch(ids: readonly string[], batch: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('payouts')
      .set({ export_batch: null })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where('export_batch', '=', batch)
      .execute();
  }

  async markExported(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('payouts')
      .set({ status: 'exported', settled_at: at })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
  }

  async markFailed(id: string, reason: string, at: Date): Promise<void> {
    await this.db
      .updateTable('payouts')
      .set({ status: 'failed', failure: reason, settled_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }
}

function bankColumns(details: BankDetails) {
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    bank_name: details.bankName,
    country: details.country,
    account_number: details.accountNumber,
    sort_code: details.sortCode,
    iban: details.iban,
    swift_bic: details.swiftBic,
  };
}

function toBankDetails(row: Selectable<BankDetailsTable>): BankDetails {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    bankName: row.bank_name,
    country: row.country,
    accountNumber: row.account_number,
    sortCode: row.sort_code,
    iban: row.iban,
    swiftBic: row.swift_bic,
  };
}

const nullableText = z.string().nullable();
const storedDestination = z.discriminatedUnion('method', [
  z.object({ method: z.literal('connected-account'), accountId: z.string() }),
  z.object({
    method: z.literal('bank'),
    bankDetails: z.object({
      firstName: z.string(),
      lastName: z.string(),
      bankName: z.string(),
      country: z.string(),
      accountNumber: nullableText,
      sortCode: nullableText,
      iban: nullableText,
      swiftBic: nullableText,
    }),
  }),
]);

function toPayout(row: Selectable<PayoutsTable>): Payout {
  const destination: PayoutDestination = storedDestination.parse(JSON.parse(row.destination));
  return {
    id: row.id,
    affiliateId: row.affiliate_id as UserId,
    amountMinor: row.amount_minor,
    currency: 'GBP',
    destination,
    status: row.status,
    createdAt: row.created_at,
    exportBatch: row.export_batch,
  };
}
