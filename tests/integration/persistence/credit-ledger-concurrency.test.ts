import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import type { CreditEntry } from '../../../domain/sessions/credit-ledger';
import { aUser } from '../../contracts/account-rows';
import { testDialect, useTestDatabase } from '../../support/test-database';

// PGlite has one connection, so nothing ever contends there: these only prove something on PostgreSQL.
describe.runIf(testDialect() === 'postgres')('credit ledger under concurrent writers (PostgreSQL)', () => {
  const testDb = useTestDatabase();
  const entry = (userId: string, reference: string, amount: number): CreditEntry => ({
    id: randomUUID(),
    userId: userId as CreditEntry['userId'],
    reason: 'purchase',
    reference,
    amount,
    createdAt: new Date(),
  });

  it('counts every one of 20 simultaneous purchases exactly once', async () => {
    const uow = new KyselyUnitOfWork(testDb().database.db);
    const user = aUser();
    await uow.run(({ users }) => users.insert(user));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uow.run(({ credits }) => credits.record(entry(user.id, `checkout-${user.id}-${i}`, 5))),
      ),
    );
    const row = await testDb()
      .database.db.selectFrom('users')
      .select('test_sessions_remaining')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.test_sessions_remaining).toBe(100);
    const ledger = await testDb()
      .database.db.selectFrom('credit_ledger')
      .select('balance_after')
      .where('user_id', '=', user.id)
      .orderBy('balance_after')
      .execute();
    expect(ledger.map((e) => e.balance_after)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 5));
  });

  it('applies one purchase replayed 20 times at once a single time', async () => {
    const uow = new KyselyUnitOfWork(testDb().database.db);
    const user = aUser();
    await uow.run(({ users }) => users.insert(user));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        uow.run(({ credits }) => credits.record(entry(user.id, `checkout-${user.id}`, 50))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual([{ balanceAfter: 50 }]);
    const row = await testDb()
      .database.db.selectFrom('users')
      .select('test_sessions_remaining')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.test_sessions_remaining).toBe(50);
  });
});
