import type { Kysely, Selectable } from 'kysely';
import type { CheckoutRepository } from '../../application/ports/checkout-repository';
import type { Checkout } from '../../domain/payments/checkout';
import type { Dispute, DisputeStatus } from '../../domain/payments/dispute';
import type { RefundState } from '../../domain/payments/refund';
import type { CheckoutId, UserId } from '../../domain/shared/ids';
import type { CheckoutsTable, DatabaseSchema, PaymentDisputesTable } from './database-schema';

export class KyselyCheckoutRepository implements CheckoutRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(checkout: Checkout): Promise<void> {
    await this.db.insertInto('checkouts').values(checkoutRow(checkout)).execute();
  }

  async addIfMissing(checkout: Checkout): Promise<void> {
    await this.db
      .insertInto('checkouts')
      .values(checkoutRow(checkout))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  async lock(id: CheckoutId): Promise<Checkout | null> {
    const row = await this.db.selectFrom('checkouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row === undefined ? null : toCheckout(row);
  }

  async find(id: CheckoutId): Promise<Checkout | null> {
    const row = await this.db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toCheckout(row);
  }

  async findOwn(userId: UserId, id: CheckoutId): Promise<Checkout | null> {
    const row = await this.db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row === undefined ? null : toCheckout(row);
  }

  async lockByPaymentReference(paymentReference: string): Promise<Checkout | null> {
    const row = await this.db
      .selectFrom('checkouts')
      .selectAll()
      .where('payment_reference', '=', paymentReference)
      .forUpdate()
      .executeTakeFirst();
    return row === undefined ? null : toCheckout(row);
  }

  async markCompleted(id: CheckoutId, at: Date, paymentReference: string | null): Promise<void> {
    await this.db
      .updateTable('checkouts')
      .set({ status: 'completed', completed_at: at, payment_reference: paymentReference })
      .where('id', '=', id)
      .execute();
  }

  async recordRefunds(id: CheckoutId, refunds: RefundState): Promise<void> {
    await this.db
      .updateTable('checkouts')
      .set({
        refunded_minor: refunds.refundedMinor,
        sessions_reversed: refunds.sessionsReversed,
        sessions_written_off: refunds.sessionsWrittenOff,
      })
      .where('id', '=', id)
      .execute();
  }

  async findDispute(id: string): Promise<Dispute | null> {
    const row = await this.db.selectFrom('payment_disputes').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toDispute(row);
  }

  async addDispute(dispute: Dispute): Promise<void> {
    await this.db
      .insertInto('payment_disputes')
      .values({
        id: dispute.id,
        checkout_id: dispute.checkoutId,
        amount_minor: dispute.amountMinor,
        status: dispute.status,
        sessions_reversed: dispute.sessionsReversed,
        sessions_written_off: dispute.sessionsWrittenOff,
        opened_at: dispute.openedAt,
        closed_at: dispute.closedAt,
      })
      .execute();
  }

  async closeDispute(id: string, status: Exclude<DisputeStatus, 'open'>, at: Date): Promise<void> {
    await this.db
      .updateTable('payment_disputes')
      .set({ status, closed_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }

  async recordEvent(event: { id: string; type: string }, at: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, received_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async markFailed(id: CheckoutId): Promise<void> {
    await this.db.updateTable('checkouts').set({ status: 'failed' }).where('id', '=', id).execute();
  }

  async markCancelled(id: CheckoutId): Promise<void> {
    await this.db.updateTable('checkouts').set({ status: 'cancelled' }).where('id', '=', id).execute();
  }
}

function checkoutRow(checkout: Checkout) {
  return {
    id: checkout.id,
    user_id: checkout.userId,
    provider: checkout.provider,
    sessions: checkout.sessions,
    amount_minor: checkout.amountMinor,
    currency: checkout.currency,
    price_version: checkout.priceVersion,
    status: checkout.status,
    created_at: checkout.createdAt,
    completed_at: checkout.completedAt,
    payment_reference: checkout.paymentReference,
    refunded_minor: checkout.refunds.refundedMinor,
    sessions_reversed: checkout.refunds.sessionsReversed,
    sessions_written_off: checkout.refunds.sessionsWrittenOff,
  };
}

function toDispute(row: Selectable<PaymentDisputesTable>): Dispute {
  return {
    id: row.id,
    checkoutId: row.checkout_id as CheckoutId,
    amountMinor: row.amount_minor,
    status: row.status,
    sessionsReversed: row.sessions_reversed,
    sessionsWrittenOff: row.sessions_written_off,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
  };
}

function toCheckout(row: Selectable<CheckoutsTable>): Checkout {
  return {
    id: row.id as CheckoutId,
    userId: row.user_id as UserId,
    provider: row.provider,
    sessions: row.sessions,
    amountMinor: row.amount_minor,
    currency: 'GBP',
    priceVersion: row.price_version,
    status: row.status,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    paymentReference: row.payment_reference,
    refunds: {
      refundedMinor: row.refunded_minor,
      sessionsReversed: row.sessions_reversed,
      sessionsWrittenOff: row.sessions_written_off,
    },
  };
}
