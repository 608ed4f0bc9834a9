import { sql, type Kysely, type Selectable } from 'kysely';
import type { UserRepository } from '../../application/ports/user-repository';
import type { User } from '../../domain/accounts/user';
import type { SavedCard } from '../../domain/payments/saved-card';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema, UsersTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselyUserRepository implements UserRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async findById(id: UserId): Promise<User | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toUser(row);
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return row === undefined ? null : toUser(row);
  }

  async insert(user: User): Promise<boolean> {
    const result = await this.db
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        password_hash: user.passwordHash,
        role: user.role,
        created_at: user.createdAt,
        stripe_customer_id: user.stripeCustomerId,
        direct_affiliate_signup: user.directAffiliateSignup,
        ...cardColumns(user.card),
        test_sessions_remaining: user.testSessionsRemaining,
        email_confirmed_at: user.emailConfirmedAt,
      })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  async changeEmail(id: UserId, email: string): Promise<boolean> {
    const taken = await this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('id', '<>', id)
      .executeTakeFirst();
    if (taken !== undefined) return false;
    await this.db.updateTable('users').set({ email }).where('id', '=', id).execute();
    return true;
  }

  async changePassword(id: UserId, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  async confirmEmail(id: UserId, email: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ email_confirmed_at: at })
      .where('id', '=', id)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('email_confirmed_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async setStripeCustomerId(id: UserId, customerId: string): Promise<void> {
    await this.db.updateTable('users').set({ stripe_customer_id: customerId }).where('id', '=', id).execute();
  }

  async findByStripeCustomerId(customerId: string): Promise<User | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('stripe_customer_id', '=', customerId)
      .executeTakeFirst();
    return row === undefined ? null : toUser(row);
  }

  async saveCard(id: UserId, card: SavedCard): Promise<void> {
    await this.db.updateTable('users').set(cardColumns(card)).where('id', '=', id).execute();
  }

  async refreshCard(card: SavedCard): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set(cardColumns(card))
      .where('card_payment_method_id', '=', card.paymentMethodId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async idsWithBalanceBelow(balance: number, afterId: UserId | null, limit: number): Promise<readonly UserId[]> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where('test_sessions_remaining', '<', balance)
      .where('email_confirmed_at', 'is not', null);
    if (afterId !== null) query = query.where('id', '>', afterId);
    const rows = await query.orderBy('id').limit(limit).execute();
    return rows.map((row) => row.id as UserId);
  }

  async countWithBalanceBelow(balance: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('test_sessions_remaining', '<', balance)
      .where('email_confirmed_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Everything the user owns references them with ON DELETE CASCADE, so one statement removes it all. */
  async delete(id: UserId): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }
}

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id as UserId,
    email: row.email,
    passwordHash: row.password_hash,
    role: row.role,
    createdAt: row.created_at,
    stripeCustomerId: row.stripe_customer_id,
    directAffiliateSignup: row.direct_affiliate_signup,
    card: toCard(row),
    testSessionsRemaining: row.test_sessions_remaining,
    emailConfirmedAt: row.email_confirmed_at,
  };
}

function cardColumns(card: SavedCard | null) {
  return {
    card_payment_method_id: card?.paymentMethodId ?? null,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    card_exp_month: card?.expMonth ?? null,
    card_exp_year: card?.expYear ?? null,
  };
}

function toCard(row: Selectable<UsersTable>): SavedCard | null {
  const { card_payment_method_id: id, card_brand: brand, card_last4: last4 } = row;
  if (id === null || brand === null || last4 === null || row.card_exp_month === null || row.card_exp_year === null) {
    return null;
  }
  return { paymentMethodId: id, brand, last4, expMonth: row.card_exp_month, expYear: row.card_exp_year };
}
