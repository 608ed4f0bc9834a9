import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNames } from '../../../adapters/background-jobs';
import type { Database } from '../../../adapters/persistence/database';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { topUpMonthOf } from '../../../domain/top-ups/monthly-top-up';
import { aUser } from '../../contracts/account-rows';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { startServe, startWorkerProcess, type WorkerProcess } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';

async function accountWith(database: Database, balance: number): Promise<string> {
  const user = aUser();
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
  return user.id;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The jobs of a queue in pg-boss's table, by state. */
async function jobs(database: Database, queue: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; count: string }>`
    select state, count(*) as count from pgboss.job where name = ${queue} group by state`.execute(database.db);
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

describe(`splitpenny worker on ${testDialect()}`, () => {
  let db: CliDatabase;
  beforeAll(async () => {
    db = await cliDatabase();
  });
  afterAll(async () => db.dispose());

  it('runs the job queue until SIGTERM, then shuts down cleanly', async () => {
    const worker = await startWorkerProcess(db.env);
    expect(await worker.stop()).toBe(0);
    expect(worker.output()).toContain('shut down cleanly');
    // Without METRICS_PORT it listens on no port at all.
    expect(worker.output()).not.toContain('metrics served at');
  });
});

// PGlite's folder is opened by one process at a time: several processes on one database need PostgreSQL.
describe.skipIf(testDialect() !== 'postgres')('two workers on one PostgreSQL database', () => {
  let db: CliDatabase;
  const accounts: string[] = [];
  let workers: WorkerProcess[] = [];
  beforeAll(async () => {
    db = await cliDatabase();
    await db.use(async (database) => {
      for (const balance of [0, 400, 999, 1000, 2500]) accounts.push(await accountWith(database, balance));
    });
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await db.dispose();
  });

  it('tops up each account once in the month, and queues each periodic job once, however many workers run', async () => {
    workers = await Promise.all([startWorkerProcess(db.env), startWorkerProcess(db.env)]);
    await db.use(async (database) => {
      await waitFor(async () => (await jobs(database, queueNames.topUp)).completed === 1);
      const month = topUpMonthOf(new Date());
      const entries = await database.db
        .selectFrom('credit_ledger')
        .select(['user_id', 'reference'])
        .where('reason', '=', 'monthly_topup')
        .execute();
      // The three below the level, once each, for this month.
      expect(entries.map((e) => e.reference).sort()).toEqual(
        accounts
          .slice(0, 3)
          .map((id) => `topup:${month}:${id}`)
          .sort(),
      );
      // Both workers asked for each job's start-up run; the queue kept one per job.
      for (const queue of [queueNames.topUp, queueNames.rawEventRotation, queueNames.lowBalanceWarning]) {
        const counts = await jobs(database, queue);
        expect(
          Object.values(counts).reduce((sum, n) => sum + n, 0),
          queue,
        ).toBe(1);
      }
    });
    const exits = await Promise.all(workers.map((worker) => worker.stop()));
    expect(exits).toEqual([0, 0]);
    workers = [];
  });
});

describe.skipIf(testDialect() !== 'postgres')('serve and the job queue', () => {
  let db: CliDatabase;
  beforeAll(async () => {
    db = await cliDatabase();
  });
  afterAll(async () => db.dispose());

  async function serveOnce(env: Record<string, string>, check: (database: Database) => Promise<void>): Promise<string> {
    const served = await startServe({ ...db.env, ...env });
    try {
      await db.use(check);
    } finally {
      served.child.kill('SIGTERM');
      await new Promise((resolve) => served.child.once('exit', resolve));
    }
    return served.output();
  }

  it('leaves the jobs to workers with RUN_JOBS=false, and runs them in its own process by default', async () => {
    const account = await db.use((database) => accountWith(database, 0));
    const leftAlone = await serveOnce({ RUN_JOBS: 'false' }, async (database) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await jobs(database, queueNames.topUp)).toEqual({});
    });
    expect(leftAlone).toContain('jobs left to `splitpenny worker` (RUN_JOBS=false)');

    await serveOnce({}, async (database) => {
      await waitFor(async () => (await jobs(database, queueNames.topUp)).completed === 1);
      const entries = await database.db
        .selectFrom('credit_ledger')
        .select('reference')
        .where('reason', '=', 'monthly_topup')
        .where('user_id', '=', account)
        .execute();
      expect(entries).toHaveLength(1);
    });
  });
});
