// The database's own limit for an ingest path, to read the app's throughput against: the very transactions the app
// runs for a batch, replayed straight through the pg driver with no HTTP, no batcher and no Node work between the
// statements, at the app's batch size and concurrency.
//
// The statements are not written out here (they would drift from the app's): the app's own use case runs each batch
// once in a transaction whose every statement is written down and which is then rolled back (a rehearsal), so its
// rows are still to be written; the replay then runs those statements with their values and commits. Marked hot
// statements are replayed as the prepared statements the app's pool makes of them.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import { KyselyUnitOfWork } from '../../adapters/persistence/kysely-unit-of-work';
import { PreparingClient, queryConfigOf } from '../../adapters/persistence/prepared-statements';
import { SystemClock } from '../../adapters/system/system-clock';
import { RandomIdGenerator } from '../../adapters/system/random-id-generator';
import { noRollupsKept } from '../../application/ports/rollups-changes';
import { makeEnrolVisitors } from '../../application/tracking/enrol-visitors';
import { makeRecordEvents } from '../../application/tracking/record-events';
import { networkPseudonymiser } from '../../adapters/http/client-network';
import { factsOf } from '../../adapters/http/tracking/tracking-routes';
import { startCpuAccount } from './cpu-accounting';
import { readEventLoopDelay } from './event-loop-delay';
import type { CeilingRequest, CeilingResult } from './protocol';

const loadGeneratorNetwork = networkPseudonymiser('bench')('127.0.0.1');

interface Statement {
  readonly text: string;
  readonly values: readonly unknown[] | undefined;
}

/** One transaction of the app, as it reached the driver, and the rows (requests) it stood for. */
interface RecordedTransaction {
  readonly statements: readonly Statement[];
  readonly rows: number;
}

/** A pg client that writes down every statement of a transaction and rolls it back where the app commits it. */
function rehearsalClient(recorded: Statement[][]): typeof pg.Client {
  return class RehearsalClient extends pg.Client {
    private current: Statement[] = [];

    override query(...args: unknown[]): never {
      const query = super.query.bind(this) as (...a: unknown[]) => never;
      const [text, values, ...rest] = args;
      if (typeof text !== 'string') return query(...args);
      if (text === 'begin') this.current = [];
      else if (text === 'commit') {
        recorded.push(this.current);
        // Kysely reads the answer to tell a commit from a rollback: the use case is told its work was kept.
        const rolledBack = query('rollback', [], ...rest) as Promise<pg.QueryResult>;
        return rolledBack.then((result) => ({ ...result, command: 'COMMIT' })) as never;
      } else this.current.push({ text, values: values as unknown[] | undefined });
      return query(...args);
    }
  };
}

/** The app's transactions for these batches, rehearsed one after another and rolled back. */
async function rehearse(databaseUrl: string, request: CeilingRequest): Promise<RecordedTransaction[]> {
  const recorded: Statement[][] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: rehearsalClient(recorded) });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const deps = {
    uow: new KyselyUnitOfWork(db),
    clock: new SystemClock(),
    ids: new RandomIdGenerator(),
    rollupsChanges: noRollupsKept,
    // Off, as on the benchmarked server (run.ts): every enrolment comes from the load generator's one network, which
    // the limit on new visitors per network would refuse after its first hundred.
    policy: { newVisitorsPerNetworkPerHour: null },
  };
  const rows: number[] = [];
  try {
    if (request.work.kind === 'enrol') {
      const enrol = makeEnrolVisitors(deps);
      for (const batch of request.work.batches) {
        // The app notes every enrolment's network: the load generator's one address, as the server sees it.
        await enrol(batch.map((body) => factsOf(body, loadGeneratorNetwork)));
        rows.push(batch.length);
      }
    } else {
      const record = makeRecordEvents(deps);
      for (const batch of request.work.batches) {
        await record(batch);
        rows.push(batch.length);
      }
    }
  } finally {
    await db.destroy();
  }
  return recorded.map((statements, i) => ({ statements, rows: rows[i] ?? 0 }));
}

/**
 * The recorded transactions replayed by `concurrency` connections for `seconds`: enrolments each once (their visitors
 * are new only once), event batches over again from the first when all have run.
 */
async function replay(
  databaseUrl: string,
  transactions: readonly RecordedTransaction[],
  request: CeilingRequest,
): Promise<Omit<CeilingResult, 'type' | 'rehearsalSeconds'>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: request.concurrency, Client: PreparingClient });
  const once = request.work.kind === 'enrol';
  let next = 0;
  let rows = 0;
  let committed = 0;
  let failed = 0;
  const stopAccount = startCpuAccount(process.pid, null);
  readEventLoopDelay();
  const started = performance.now();
  const deadline = started + request.seconds * 1000;
  const worker = async (): Promise<void> => {
    const client = await pool.connect();
    try {
      while (performance.now() < deadline && (!once || next < transactions.length)) {
        const transaction = transactions[next++ % transactions.length];
        if (transaction === undefined) return;
        try {
          await client.query('begin');
          for (const { text, values } of transaction.statements) await client.query(queryConfigOf(text, values));
          await client.query('commit');
          rows += transaction.rows;
          committed += 1;
        } catch {
          failed += 1;
          await client.query('rollback');
        }
      }
    } finally {
      client.release();
    }
  };
  try {
    await Promise.all(Array.from({ length: request.concurrency }, worker));
  } finally {
    await pool.end();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    cpu: stopAccount?.() ?? null,
    eventLoopDelay: readEventLoopDelay(),
    rowsPerSecond: rows / seconds,
    rows,
    transactions: committed,
    statementsPerTransaction: usualLength(transactions) + 2,
    failed,
    ranOut: once && next >= transactions.length && seconds < request.seconds,
  };
}

/** The most common number of statements in a transaction (the first of a path may read what later ones remember). */
function usualLength(transactions: readonly RecordedTransaction[]): number {
  const counts = new Map<number, number>();
  for (const { statements } of transactions) counts.set(statements.length, (counts.get(statements.length) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** The ceiling of one ingest path: rehearsed, then replayed. */
export async function measureCeiling(databaseUrl: string, request: CeilingRequest): Promise<CeilingResult> {
  const rehearsalStarted = performance.now();
  const transactions = await rehearse(databaseUrl, request);
  const rehearsalSeconds = (performance.now() - rehearsalStarted) / 1000;
  return { type: 'ceiling', rehearsalSeconds, ...(await replay(databaseUrl, transactions, request)) };
}
