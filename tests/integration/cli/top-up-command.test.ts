import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { aUser } from '../../contracts/account-rows';
import { runCli } from '../../support/run-cli';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { testDialect } from '../../support/test-database';

describe(`splitpenny topup on ${testDialect()}`, () => {
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
    const run = await runCli(['topup', '--month', '2026-11', '--dry-run'], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      '2026-11: 2 of 2 account(s) below the level would gain 1,600 sessions. Dry run: nothing was changed.\n',
    );
    expect(run.stderr).toContain('Topping up accounts below 1,000 sessions for 2026-11 (dry run)');
    expect(await balances()).toEqual([0, 400, 1000]);
  });

  it('tops up, and a second run in the month adds nothing', async () => {
    const first = await runCli(['topup', '--month', '2026-11'], db.env);
    expect(first.stdout).toBe('2026-11: 2 of 2 account(s) below the level gained 1,600 sessions.\n');
    expect(first.stderr).toContain('checked 2 account(s), 2 topped up');
    expect(await balances()).toEqual([1000, 1000, 1000]);

    const second = await runCli(['topup', '--month', '2026-11'], db.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe('2026-11: 0 of 0 account(s) below the level gained 0 sessions.\n');
  });

  it.each(['2026-13', 'november', '2026-1'])('refuses the month %j, saying what it expects', async (month) => {
    const run = await runCli(['topup', '--month', month], db.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--month must be a month like 2026-11, not "${month}"`);
  });
});
