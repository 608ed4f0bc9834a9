// Event batches through the event log (INGEST_LOG_URL) against the direct path, in the same run: the same load of
// POST /api/track/events on a server that counts each batch in PostgreSQL before answering, then on one that answers
// once JetStream stored it: first with no worker running (the acceptance rate alone), then one `splitpenny
// ingest-worker` process folds that backlog (timed), then the load again with the worker folding meanwhile, and how
// long after it stopped the worker had folded everything (the rate at which batches reached the rollups end to end). Then a check that every batch answered 202 was
// counted once. Both servers and the worker are `splitpenny` processes of their own on a scratch database of the
// PostgreSQL server DATABASE_URL names, and a stream of this run's own on the local NATS server (deleted after).
// The load spreads over 20 websites' tests, as a platform's traffic does; the log then uses several partitions.
//
// BENCH_ONLY=ingest-log DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/run.ts
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../adapters/config/config';
import { readIngestLag, type IngestLogSettings } from '../../adapters/ingest-log';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { openDatabase } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import type { EventBatch, TrackerEvent } from '../../domain/tracking/tracking-protocol';
import { signUp } from '../support/account-operations';
import { deleteTestStream, natsUnavailable, natsUrl } from '../support/nats';
import { createLiveWorkspace, enrolment, postTracking, trackingSettings } from '../support/tracking-operations';
import type { Workspace } from '../support/workspace-operations';
import { adminQuery } from '../support/admin-query';
import { browserUserAgent, visitorHeaders } from '../support/visitor-browser';
import { rememberDatabase } from '../support/app-databases';

const websites = 20;
const visitorsPerWebsite = 100;
const entry = path.resolve(import.meta.dirname, '..', '..', 'bin', 'splitpenny.ts');

interface Pooled {
  readonly workspace: Workspace;
  readonly visitor: string;
}

export async function benchIngestLog(
  adminUrl: string | undefined,
  load: { readonly connections: number; readonly seconds: number },
  print: (line: string) => void,
): Promise<void> {
  print('');
  if (adminUrl === undefined || adminUrl === '') {
    print('event log (INGEST_LOG_URL): skipped, it needs PostgreSQL (DATABASE_URL)');
    return;
  }
  const unavailable = await natsUnavailable();
  if (unavailable !== null) {
    print(`event log (INGEST_LOG_URL): skipped, ${unavailable}`);
    return;
  }
  const name = `splitpenny_ingest_${process.pid}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const settings: IngestLogSettings = {
    url: natsUrl,
    stream: `splitpenny-bench-${randomBytes(4).toString('hex')}`,
    partitions: 16,
    maxAgeMs: 3_600_000,
    duplicateWindowMs: 120_000,
    replicas: 1,
    inProcessWorker: false,
    foldBatch: 500,
  };
  try {
    await compare(url.toString(), settings, load, print);
  } finally {
    await deleteTestStream(settings.stream).catch(() => undefined);
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function compare(
  databaseUrl: string,
  settings: IngestLogSettings,
  load: { readonly connections: number; readonly seconds: number },
  print: (line: string) => void,
): Promise<void> {
  const pool = await enrolVisitors(databaseUrl);
  print(
    `event log (INGEST_LOG_URL) against the direct path: ${load.connections} connections, ${load.seconds} s each, ` +
      `batches of ${websites * visitorsPerWebsite} visitors on ${websites} websites; ${settings.partitions} partitions, ` +
      'one ingest-worker process',
  );
  const common = {
    NODE_ENV: 'production',
    LOCAL_PAYMENTS: 'true',
    TOPUP_SCHEDULE: 'false',
    TRACKING_RATE_LIMIT: '100000000',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  };

  const direct = await startProcess(['serve'], { ...common, PORT: String(await freePort()) });
  let directResult: Result;
  try {
    directResult = (await hammer(direct.url, pool, load)).result;
  } finally {
    await stop(direct.child);
  }

  const logEnv = {
    ...common,
    INGEST_LOG_URL: settings.url,
    INGEST_LOG_STREAM: settings.stream,
    INGEST_LOG_PARTITIONS: String(settings.partitions),
    INGEST_FOLD_BATCH: String(settings.foldBatch),
    INGEST_WORKER_IN_PROCESS: 'false',
  };
  const before = await rawBatches(databaseUrl);
  const logServer = await startProcess(['serve'], { ...logEnv, PORT: String(await freePort()) });
  let accepting: Result;
  let steady: Result;
  const totals = { sent: 0, answered: 0 };
  try {
    // 1. Acceptance alone: no worker runs, so the server and JetStream have the machine to themselves.
    const alone = await hammer(logServer.url, pool, load);
    accepting = alone.result;
    // 2. A worker folds that backlog, timed from its start to lag 0.
    const worker = await startProcess(['ingest-worker'], logEnv);
    // From its start-up line: it has taken its partitions and begun folding.
    const backlogStarted = performance.now();
    try {
      await waitForNoLag(settings);
      const backlogSeconds = (performance.now() - backlogStarted) / 1_000;
      // 3. Both at once, as in production: the load while the worker folds, then the rest of the lag.
      const started = performance.now();
      const both = await hammer(logServer.url, pool, load);
      steady = both.result;
      const loadEnded = performance.now();
      await waitForNoLag(settings);
      const drainSeconds = (performance.now() - loadEnded) / 1_000;
      const endToEnd = steady.requests.total / ((performance.now() - started) / 1_000);
      totals.sent = alone.sent + both.sent;
      totals.answered = accepting['2xx'] + steady['2xx'];
      print(line('direct: counted, then answered', directResult));
      print(
        `${line('log: answered once stored, no worker', accepting)}  ` +
          `${(accepting.requests.average / directResult.requests.average).toFixed(2)}× the direct path`,
      );
      print(
        `  one worker then folded that backlog of ${accepting.requests.total} batches in ${backlogSeconds.toFixed(1)} s: ` +
          `${Math.round(accepting.requests.total / backlogSeconds)} batches/s`,
      );
      print(
        `${line('log: answered once stored, worker folding', steady)}  ` +
          `${(steady.requests.average / directResult.requests.average).toFixed(2)}× the direct path`,
      );
      print(
        `  the worker had folded every batch ${drainSeconds.toFixed(1)} s after that load stopped: ` +
          `${Math.round(endToEnd)} batches/s reached the rollups end to end`,
      );
    } finally {
      await stop(worker.child);
    }
  } finally {
    await stop(logServer.child);
  }
  const folded = (await rawBatches(databaseUrl)) - before;
  // Those still in flight when a load stopped were stored too, their answers uncounted: between the two is right.
  print(
    `  ${totals.answered} batches answered 202 through the log, ${totals.sent} sent, ${folded} folded by the worker: ` +
      (folded >= totals.answered && folded <= totals.sent ? 'none lost, none counted twice' : 'LOST OR COUNTED TWICE'),
  );
}

/** The owner's live tests on `websites` websites, each with its visitors enrolled, through an in-process app. */
async function enrolVisitors(databaseUrl: string): Promise<Pooled[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  try {
    await migrateToLatest(database.db);
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: null,
      // Every enrolment comes from loopback: off, the limit on new visitors per network would refuse most of them.
      tracking: trackingSettings({ rateLimitPerMinute: 100_000_000, newVisitorsPerNetworkPerHour: null }),
      sessions: { monthlyTopUpLevel: 100_000_000, beginnerMaxCases: 200 },
      // Every owner signs up from loopback.
      signupRateLimitPerHour: 1_000_000,
    };
    const app = await buildApplication(config, createLogger('silent'), database);
    rememberDatabase(app, database.db);
    try {
      const pool: Pooled[] = [];
      for (let w = 0; w < websites; w += 1) {
        const owner = await signUp(app);
        const workspace = await createLiveWorkspace(app, owner.token);
        for (let v = 0; v < visitorsPerWebsite; v += 1) {
          const request = enrolment(workspace);
          const reply = await postTracking(app, 'enrol', request);
          if (reply.statusCode !== 200) throw new Error(`enrolment refused: ${reply.body}`);
          pool.push({ workspace, visitor: request.visitor });
        }
      }
      return pool;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const events: TrackerEvent[] = [
  { k: 'click', at: 1_200 },
  { k: 'scroll', at: 2_000, v: 60 },
  { k: 'button_hover', at: 2_400 },
  { k: 'time', at: 5_000, v: 5_000 },
];

/** The load, and how many batches it sent (autocannon leaves the answers still in flight at the end uncounted). */
async function hammer(
  url: string,
  pool: readonly Pooled[],
  load: { readonly connections: number; readonly seconds: number },
): Promise<{ result: Result; sent: number }> {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/track/events`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browserUserAgent },
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const pooled = pool[next++ % pool.length];
          if (pooled === undefined) throw new Error('no visitors');
          const batch: EventBatch = {
            site: pooled.workspace.websiteId,
            visitor: pooled.visitor,
            tests: [pooled.workspace.testId],
            events,
          };
          return { ...request, headers: { ...request.headers, ...visitorHeaders(batch) }, body: JSON.stringify(batch) };
        },
      },
    ],
  });
  return { result, sent: next };
}

function line(name: string, result: Result): string {
  return [
    `  ${name}`.padEnd(44),
    `${Math.round(result.requests.average).toString().padStart(7)} batches/s`,
    `p50 ${result.latency.p50.toFixed(1).padStart(5)} ms`,
    `p99 ${result.latency.p99.toFixed(1).padStart(5)} ms`,
    `errors ${(result.errors + result.non2xx).toString().padStart(5)}`,
  ].join('  ');
}

async function waitForNoLag(settings: IngestLogSettings): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const lag = (await readIngestLag(settings)).reduce((sum, p) => sum + p.pending + p.unacknowledged, 0);
    if (lag === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the worker did not fold the backlog within 10 minutes');
}

async function rawBatches(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from tracking_events');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** `splitpenny ARGS` through tsx; a server once /healthz answers, a worker once it says it started. */
async function startProcess(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const worker = args[0] === 'ingest-worker';
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...process.env, ...env, ...(worker ? { LOG_LEVEL: 'info' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT ?? ''}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`splitpenny ${args.join(' ')} exited:\n${output}`);
    if (worker ? output.includes('ingest worker started') : await answers(`${url}/healthz`)) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`splitpenny ${args.join(' ')} did not start:\n${output}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()));
    });
  });
}
