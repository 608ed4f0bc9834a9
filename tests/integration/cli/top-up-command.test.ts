import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { previousTopUpMonth, topUpMonthOf } from '../../../domain/top-ups/monthly-top-up';
import { aUser } from '../../contracts/account-rows';
import { runCli } from '../../support/run-cli';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { testDialect } from '../../support/test-database';

describe(`splitpenny topup on ${testDialect()}`, () => {
  const month = topUpMonthOf(new Date());
  const lastMonth = previousTopUpMonth(month);
  const monthBeforeLast = previousTopUpMonth(lastMonth);
  const nextMonth = topUpMonthOf(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1)));
  let db: CliDatabase;
  const ids: string[] = [];
  beforeAll(async () => {
    db = await cliDatabase();
    await db.use(async (database) => {
      for (const balance of [0, 400, 1000]) {
        const user = aUser();
        ids.push(user.id);
        await new KyselyUnitOfWork(database.db).run(async ({ users, credits }) => {
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
      }
    });
  });
  afterAll(async () => db.dispose());

  const balances = () =>
    db.use(async (database) => {
      const rows = await database.db
        .selectFrom('users')
        .select(['id', 'test_sessions_remaining'])
        .where('id', 'in', ids)
        .execute();
      return ids.map((id) => rows.find((row) => row.id === id)?.test_sessions_remaining);
    });

  it('says what it would do on a dry run, and changes nothing', async () => {
    const run = await runCli(['topup', '--month', month, '--dry-run'], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `${month}: 2 of 2 account(s) below the level would gain 1,600 sessions. Dry run: nothing was changed.\n`,
    );
    expect(run.stderr).toContain(`Topping up accounts below 1,000 sessions for ${month} (dry run)`);
    expect(run.stderr).toContain('2 of 2 account(s) checked, 2 would be topped up, done in');
    expect(await balances()).toEqual([0, 400, 1000]);
  });

  it('prints one JSON document with --json, dry runs too', async () => {
    const run = await runCli(['topup', '--month', lastMonth, '--dry-run', '--json'], db.env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      month: lastMonth,
      level: 1000,
      dryRun: true,
      accountsChecked: 2,
      accountsToppedUp: 2,
      sessionsAdded: 1600,
    });
    expect(await balances()).toEqual([0, 400, 1000]);
  });

  it('refuses a future month, even forced', async () => {
    const future = await runCli(['topup', '--month', nextMonth, '--force'], db.env);
    expect(future.code).toBe(2);
    expect(future.stderr).toContain(`--month ${nextMonth} is in the future (this month is ${month})`);
    expect(await balances()).toEqual([0, 400, 1000]);
  });

  it('refuses a month before last unless forced', async () => {
    const old = await runCli(['topup', '--month', monthBeforeLast], db.env);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain(`--month ${monthBeforeLast} is before last month (${lastMonth})`);
    expect(old.stderr).toContain('Add --force if that is what you mean');
    expect(await balances()).toEqual([0, 400, 1000]);

    const forced = await runCli(['topup', '--month', monthBeforeLast, '--force', '--dry-run'], db.env);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`${monthBeforeLast}: 2 of 2 account(s) below the level would gain 1,600 sessions.`);
  });

  it('tops up, and a second run in the month adds nothing', async () => {
    const first = await runCli(['topup', '--json'], db.env);
    expect(JSON.parse(first.stdout)).toMatchObject({ month, dryRun: false, accountsToppedUp: 2, sessionsAdded: 1600 });
    expect(first.stderr).toContain('2 of 2 account(s) checked, 2 topped up, done in');
    expect(await balances()).toEqual([1000, 1000, 1000]);

    const second = await runCli(['topup', '--month', month], db.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(`${month}: 0 of 0 account(s) below the level gained 0 sessions.\n`);
  });

  it.each(['2026-13', 'november', '2026-1'])('refuses the month %j, saying what it expects', async (text) => {
    const run = await runCli(['topup', '--month', text], db.env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--month must be a month like 2026-11, not "${text}"`);
  });
});
