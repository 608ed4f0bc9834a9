import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { topUpMonthOf } from '../../../domain/top-ups/monthly-top-up';
import { aUser } from '../../contracts/account-rows';
import type { TopUpJson } from '../../../adapters/cli/top-up-command';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { runCli } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';

/**
 * Three `splitpenny topup` runs at once, as cron on three machines might start them: each account is topped up once,
 * and the counts the runs report add up to what was done (they once read 52 + 18 + 81 = 151 for 150 accounts).
 * PostgreSQL only: the embedded database is one process's at a time, so runs on it cannot overlap.
 */
describe.runIf(testDialect() === 'postgres')('three splitpenny topup runs at once', () => {
  const accounts = 150;
  let db: CliDatabase;
  beforeAll(async () => {
    db = await cliDatabase();
    await db.use(async (database) => {
      for (let n = 0; n < accounts; n += 1) {
        const user = aUser();
        await new KyselyUnitOfWork(database.db).run(async ({ users, credits }) => {
          await users.insert(user);
          await credits.record({
            id: randomUUID(),
            userId: user.id,
            reason: 'adjustment',
            reference: `seed:${user.id}`,
            amount: (n % 10) * 10,
            createdAt: new Date(),
          });
        });
      }
    });
  }, 60_000);
  afterAll(async () => db.dispose());

  it('report between them exactly the accounts and sessions the ledger gained', async () => {
    const month = topUpMonthOf(new Date());
    const runs = await Promise.all([0, 1, 2].map(() => runCli(['topup', '--json'], db.env)));
    expect(runs.map((run) => run.code)).toEqual([0, 0, 0]);
    const reports = runs.map((run) => JSON.parse(run.stdout) as TopUpJson);
    const ledger = await db.use((database) =>
      database.db
        .selectFrom('credit_ledger')
        .select([sql<number>`count(*)::int`.as('entries'), sql<number>`coalesce(sum(amount), 0)::int`.as('sessions')])
        .where('reason', '=', 'monthly_topup')
        .where('reference', 'like', `topup:${month}:%`)
        .executeTakeFirstOrThrow(),
    );
    expect(ledger.entries).toBe(accounts);
    expect(reports.reduce((sum, report) => sum + report.accountsToppedUp, 0)).toBe(ledger.entries);
    expect(reports.reduce((sum, report) => sum + report.sessionsAdded, 0)).toBe(ledger.sessions);
  }, 120_000);
});
