import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { RandomIdGenerator } from '../../../adapters/system/random-id-generator';
import { makeTopUpAccounts } from '../../../application/top-ups/top-up-accounts';
import type { UserId } from '../../../domain/shared/ids';
import type { TopUpMonth } from '../../../domain/top-ups/monthly-top-up';
import { aUser } from '../../contracts/account-rows';
import { testDialect, useTestDatabase } from '../../support/test-database';

const november = '2026-11' as TopUpMonth;

describe(`the monthly top-up on ${testDialect()}`, () => {
  const testDb = useTestDatabase();
  const uow = () => new KyselyUnitOfWork(testDb().database.db);
  const topUp = () =>
    makeTopUpAccounts({
      uow: uow(),
      clock: { now: () => new Date('2026-11-02T03:00:00Z') },
      ids: new RandomIdGenerator(),
      level: 1000,
      batchSize: 3,
    });

  async function accountWith(balance: number): Promise<UserId> {
    const user = aUser();
    await uow().run(async ({ users, credits }) => {
      await users.insert(user);
      if (balance > 0) {
        await credits.record({
          id: randomUUID(),
          userId: user.id,
          reason: 'adjustment',
          reference: `seed:${user.id}`,
          amount: balance,
          createdAt: new Date(),
        });
      }
    });
    return user.id;
  }

  const balances = async (ids: readonly UserId[]) => {
    const rows = await testDb()
      .database.db.selectFrom('users')
      .select(['id', 'test_sessions_remaining'])
      .where('id', 'in', [...ids])
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id)?.test_sessions_remaining);
  };

  it('tops up the accounts below the level to it, once in a month, through the real ledger', async () => {
    const ids = [
      await accountWith(0),
      await accountWith(150),
      await accountWith(999),
      await accountWith(1000),
      await accountWith(4000),
    ];
    const first = await topUp()({ month: november, dryRun: false });
    expect(first).toMatchObject({ accountsToppedUp: 3, sessionsAdded: 1000 + 850 + 1 });
    expect(await balances(ids)).toEqual([1000, 1000, 1000, 1000, 4000]);

    const second = await topUp()({ month: november, dryRun: false });
    expect(second.sessionsAdded).toBe(0);
    const entries = await testDb()
      .database.db.selectFrom('credit_ledger')
      .select('reference')
      .where('reason', '=', 'monthly_topup')
      .execute();
    expect(entries.filter((e) => ids.some((id) => e.reference === `topup:2026-11:${id}`))).toHaveLength(3);
  });

  it.runIf(testDialect() === 'postgres')('gives each account one top-up when three runs race', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => accountWith(i * 50)));
    const reports = await Promise.all([0, 1, 2].map(() => topUp()({ month: '2026-12' as TopUpMonth, dryRun: false })));
    const expected =
      ids.length === 12 ? Array.from({ length: 12 }, (_, i) => 1000 - i * 50).reduce((a, b) => a + b, 0) : 0;
    expect(reports.reduce((sum, r) => sum + r.sessionsAdded, 0)).toBe(expected);
    expect(reports.reduce((sum, r) => sum + r.accountsToppedUp, 0)).toBe(12);
    expect(await balances(ids)).toEqual(ids.map(() => 1000));
  });
});
