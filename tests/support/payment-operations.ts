import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { KyselyCreditLedger } from '../../adapters/persistence/kysely-credit-ledger';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import type { UserId } from '../../domain/shared/ids';
import { ME } from './account-operations';
import { postGraphql } from './graphql-request';

export const PROCESS_CHECKOUT = `mutation Start($email: String!, $credits: Float!) {
  processCheckoutSession(email: $email, credits: $credits) { id url }
}`;

export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  const reply = await postGraphql<{ me: { testSessionsRemaining: number } }>(app, ME, {}, { bearer: token });
  return reply.data?.me.testSessionsRemaining ?? Number.NaN;
}

/** Starts buying `credits` sessions as the owner; fails the test on any error. */
export async function startCheckout(
  app: FastifyInstance,
  owner: { readonly token: string; readonly email: string },
  credits: number,
): Promise<{ id: string; url: string }> {
  const reply = await postGraphql<{ processCheckoutSession: { id: string; url: string } }>(
    app,
    PROCESS_CHECKOUT,
    { email: owner.email, credits },
    { bearer: owner.token },
  );
  expect(reply.errors).toEqual([]);
  return reply.data?.processCheckoutSession ?? { id: '', url: '' };
}

export const PROCESS_CARD_UPDATE = `mutation CardUpdate($customerId: String!) {
  processCardUpdateSession(customerId: $customerId) { id url }
}`;

export interface AccountCard {
  readonly stripeCustomerId: string | null;
  readonly hasEnteredPaymentDetails: boolean;
  readonly cardNearingExpiry: boolean;
  readonly card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}

/** What the account shows of its customer and saved card. */
export async function cardOf(app: FastifyInstance, token: string): Promise<AccountCard> {
  const reply = await postGraphql<{ me: AccountCard }>(
    app,
    'query { me { stripeCustomerId hasEnteredPaymentDetails cardNearingExpiry card { brand last4 expMonth expYear } } }',
    {},
    { bearer: token },
  );
  expect(reply.errors).toEqual([]);
  if (reply.data === null) throw new Error('no account');
  return reply.data.me;
}

/** Asks for a card update page for `customerId` as the owner: the link, or the error's code. */
export async function startCardUpdate(
  app: FastifyInstance,
  token: string,
  customerId: string,
): Promise<{ id: string; url: string } | { code: string | undefined }> {
  const reply = await postGraphql<{ processCardUpdateSession: { id: string; url: string } }>(
    app,
    PROCESS_CARD_UPDATE,
    { customerId },
    { bearer: token },
  );
  return reply.data?.processCardUpdateSession ?? { code: reply.error?.extensions?.code };
}

/** Visitors spending `sessions` of the owner's balance at `at`, as the tracking endpoint would record them. */
export async function spendSessions(
  db: Kysely<DatabaseSchema>,
  owner: { readonly id: string },
  sessions: number,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ledger = new KyselyCreditLedger(trx);
    await ledger.lockBalances([owner.id as UserId]);
    await ledger.recordSpending([
      {
        id: crypto.randomUUID(),
        userId: owner.id as UserId,
        reason: 'session_usage',
        reference: `spent-${crypto.randomUUID()}`,
        amount: -sessions,
        createdAt: at,
      },
    ]);
  });
}
