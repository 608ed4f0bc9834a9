// `npm run bench`: throughput and latency of the server's own paths against a bare Fastify baseline measured in
// the same run on the same machine, so the ratios mean something even where the absolute figures do not. Then a
// check that the tracking endpoints lost nothing under that load: every enrolment answered `enrolled` is a session
// that was charged, every balance is the sum of its ledger, and every event batch answered 202 is stored. Each ingest
// path runs once on one owner's test and once spread over 50 owners' tests, and is read against its ceiling: the same
// transactions replayed straight through the driver (tests/bench/ceiling.ts). Last, an owner's results page on a test with a
// million sessions: testPerformanceData checked against the sessions, then timed one request at a time and under load.
//
// The servers run in a child process (tests/bench/server.ts) and autocannon runs here. On a 2-core machine, a load
// generator in the server's own process takes turns with it on one event loop, so every figure would include
// autocannon's own work; apart, each has a core (the server shares its core with PostgreSQL, as in production on a
// small box). The bare route lives in the same child, so the baseline pays exactly what the app pays.
import { runAaSimulations, runPowerSimulations } from './a-a-simulation';
import { runPlanningSimulations } from './planning-simulation';
import { runAaResultsSimulations, runContradictions } from './statistics-simulation';
import { shardOf } from '../../adapters/http/tracking/batcher';
import { adminQuery } from '../support/admin-query';
import { describeCpu, startCpuAccount } from './cpu-accounting';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import { getOperationAST, parse } from 'graphql';
import { assignedVariantId } from '../../domain/sessions/enrolment';
import type {
  EnrolmentAnswer,
  EnrolmentRequest,
  EventBatch,
  TrackerEvent,
  TrackingConfig,
} from '../../domain/tracking/tracking-protocol';
import { TestResultsPageDocument, type TestResultsPageQuery } from '../../web/app/gql/graphql';
import {
  benchWebsiteUrl,
  type BenchWorkspace,
  type CeilingRequest,
  type CeilingResult,
  type DatabaseState,
  type EventLoopDelay,
  type ResultsTest,
  type RunnerMessage,
  type ServerMessage,
  type ServerReady,
} from './protocol';
import { browserUserAgent } from '../support/visitor-browser';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
// 100 connections for every case (BENCH_CONNECTIONS to try another count). Enrolments and event batches share one
// transaction per TRACKING_BATCH_MS window, and autocannon waits for each answer before the next request, so the
// requests in flight are all a batch can be made of: with 10 connections an events transaction held at most 10
// batches and the figures measured round trips rather than the batching. 100 is also nearer a busy customer site
// (many visitors, each with a request open) than 10. The price is a longer queue, hence a higher p99, on every
// route, the bare one included: the calibration row under the baseline shows it.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
/**
 * Which parts to run: all unless BENCH_ONLY names some (tracking, results, aa, ingest-log, planning, statistics;
 * comma-separated), for a quicker look at one. Planning and statistics are simulations alone, so BENCH_ONLY=planning
 * or BENCH_ONLY=statistics starts no server (BENCH_STATISTICS_CASE=<part of a case's label> runs the cases it names). The bare baseline always runs, since every ratio is read against it.
 */
const benchParts = new Set(
  (process.env.BENCH_ONLY ?? 'tracking,results,aa,ingest-log').split(',').map((part) => part.trim()),
);
/** Visitors enrolled before the events case, whose batches it then sends in turn. */
const eventVisitorPool = 2_000;
const halfLoadP99TargetMs = 25;
/** An ingest path's throughput against the database's own for the same transactions. */
const ceilingTarget = 0.85;
/** A path's throughput with the load spread over 50 owners' tests against all of it on one test. */
const spreadTarget = 0.8;
const textPlain = 'text/plain;charset=UTF-8';

type SetupRequest = (request: Request, context: Record<string, unknown>) => Request;
type OnResponse = (status: number, body: string, context: Record<string, unknown>) => void;

interface Case {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
  readonly contentType?: string;
  /** More headers (an owner's Authorization). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The one right answer: autocannon counts any other body as a mismatch. */
  readonly expectBody?: string;
  /** Builds every request afresh (a new visitor, the next pooled one); autocannon then calls onResponse. */
  readonly setupRequest?: SetupRequest;
  readonly onResponse?: OnResponse;
}

/** One autocannon run; with `answerTimes`, the time of every answer is pushed to it too (the histogram has no p95). */
async function measure(url: string, benchCase: Case, overallRate?: number, answerTimes?: number[]): Promise<Result> {
  // Every request as a person's browser sends it: the tracking endpoints charge and count no bot.
  const headers = {
    'content-type': benchCase.contentType ?? 'application/json',
    'user-agent': browserUserAgent,
    // ...from a page of the bench's website, the only origin its tracking endpoints take enrolments and events from.
    ...(benchCase.path.startsWith('/api/track/') ? { origin: benchWebsiteUrl } : {}),
    ...benchCase.headers,
  };
  const options: autocannon.Options = {
    url: `${url}${benchCase.path}`,
    method: benchCase.method,
    body: benchCase.body,
    headers,
    ...(benchCase.expectBody === undefined ? {} : { expectBody: benchCase.expectBody }),
    connections,
    duration: durationSeconds,
    // autocannon paces per connection and per second: each connection sends its share at the start of every second
    // and then waits, so this half load arrives in bursts, a harder test of p99 than an even stream. Its correction
    // for coordinated omission takes the interval between requests to be ceil(1 / rate) = 1 ms whatever the rate,
    // so it adds a made-up sample for every millisecond of every answer (a bare route paced at 8,000 req/s read
    // p99 151 ms from five times as many samples as requests with it, 40 ms without): the paced runs report the
    // latencies of the requests actually sent.
    ...(overallRate === undefined ? {} : { overallRate, ignoreCoordinatedOmission: true }),
    ...(benchCase.setupRequest === undefined
      ? {}
      : {
          requests: [
            {
              method: benchCase.method,
              path: benchCase.path,
              headers,
              setupRequest: benchCase.setupRequest as Request['setupRequest'],
              onResponse: benchCase.onResponse as Request['onResponse'],
            },
          ],
        }),
  };
  if (answerTimes === undefined) return autocannon(options);
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result) => (error ? reject(error) : resolve(result)));
    // The times autocannon records in its latency histogram, every status included as there (excludeErrorStats off).
    instance.on('response', (_client, _status, _bytes, time) => answerTimes.push(time));
  });
}

/** One line of the table; `baseline` null for a paced run, whose rate is set rather than measured. */
function row(name: string, result: Result, baseline: Result | null, verdict = ''): string {
  const ratio = baseline === null ? '' : `${(result.requests.average / baseline.requests.average).toFixed(2)} of bare`;
  return [
    name.padEnd(38),
    `${Math.round(result.requests.average).toString().padStart(7)} req/s`,
    `p50 ${result.latency.p50.toFixed(1).padStart(5)} ms`,
    `p99 ${result.latency.p99.toFixed(1).padStart(5)} ms`,
    `errors ${(result.errors + result.non2xx).toString().padStart(5)}`,
    ratio.padEnd(12),
    verdict,
    failedStatuses(result),
  ]
    .join('  ')
    .trimEnd();
}

/** What the errors were: connection errors and timeouts, and each non-2xx status with its count. */
function failedStatuses(result: Result): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${stats.count ?? 0}× ${status}`);
  if (result.errors > 0) statuses.push(`${result.errors}× connection error (${result.timeouts} timeouts)`);
  return statuses.length === 0 ? '' : `(${statuses.join(', ')})`;
}

const verdicts: { readonly line: string; readonly pass: boolean; readonly integrity: boolean }[] = [];

/** `PASS line` or `FAIL line`, remembered for the summary (as `subject: line`) and the exit code. */
function verdict(pass: boolean, line: string, options: { subject?: string; integrity?: boolean } = {}): string {
  const { subject, integrity = false } = options;
  verdicts.push({ line: subject === undefined ? line : `${subject}: ${line}`, pass, integrity });
  return `${pass ? 'PASS' : 'FAIL'} ${line}`;
}

/** Other work on the machine moves every figure: say how busy it was. */
function loadAverage(): string {
  const [one = 0] = os.loadavg();
  return `load average ${one.toFixed(2)} over the last minute on ${os.availableParallelism()} cores`;
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

// ---- the database and the servers ----------------------------------------------------------------------------

/** A database of its own for this run on the server DATABASE_URL names; null without DATABASE_URL (PGlite). */
async function createRunDatabase(adminUrl: string | undefined): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (adminUrl === undefined || adminUrl === '') return null;
  const name = `splitpenny_bench_${process.pid}`;
  const admin = (statement: string): Promise<void> => adminQuery(adminUrl, statement);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

interface Server {
  readonly ready: ServerReady;
  /** The child's process id, whose CPU time the tracking cases account for. */
  readonly pid: number;
  state(): Promise<DatabaseState>;
  /** How late the server's event loop ran since the last ask. */
  eventLoop(): Promise<EventLoopDelay>;
  /** The database's limit for an ingest path's transactions (tests/bench/ceiling.ts). */
  ceiling(request: CeilingRequest): Promise<CeilingResult>;
  /** The owner's second test, with its million sessions and their rollups, made on this call. */
  resultsTest(): Promise<ResultsTest>;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string | null): Promise<Server> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // BENCH_PROFILE_DIR: a V8 CPU profile of the server, written there when it stops (open it in Chrome's DevTools).
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_PROFILE_DIR === undefined
        ? []
        : ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl ?? '',
      // Production asks for the embedded database by name (server.ts keeps it in memory whatever the folder) and
      // for the local checkout, this run having no Stripe account.
      ...(databaseUrl === null ? { DATA_DIR: 'in-memory' } : {}),
      LOCAL_PAYMENTS: 'true',
      TOPUP_SCHEDULE: 'false',
      // Every request comes from 127.0.0.1: the per-client limit would otherwise answer most of them 429.
      TRACKING_RATE_LIMIT: '100000000',
      // Off, for the same reason: past its first 100 new visitors an hour, one network's enrolments are refused
      // (and cost no session), so the run would measure refusals instead of charged enrolments.
      NEW_VISITORS_PER_NETWORK_PER_HOUR: '0',
      // The owner's balance must outlast every enrolment of the run.
      MONTHLY_TOPUP_LEVEL: '100000000',
    },
  });
  const next = (): Promise<ServerMessage> =>
    new Promise((resolve, reject) => {
      const exited = (code: number | null): void => reject(new Error(`the bench server exited (code ${code})`));
      child.once('exit', exited);
      child.once('message', (message: ServerMessage) => {
        child.off('exit', exited);
        resolve(message);
      });
    });
  const ready = await next();
  if (ready.type !== 'ready') throw new Error(`the bench server said ${ready.type} before ready`);
  const ask = async (message: RunnerMessage): Promise<void> => {
    child.send(message);
  };
  return {
    ready,
    pid: child.pid ?? 0,
    state: async () => {
      const reply = next();
      await ask({ type: 'state' });
      const state = await reply;
      if (state.type !== 'state') throw new Error(`expected the database state, got ${state.type}`);
      return state;
    },
    eventLoop: async () => {
      const reply = next();
      await ask({ type: 'event-loop' });
      const delay = await reply;
      if (delay.type !== 'event-loop') throw new Error(`expected the event loop's delay, got ${delay.type}`);
      return delay;
    },
    ceiling: async (request) => {
      const reply = next();
      await ask(request);
      const result = await reply;
      if (result.type !== 'ceiling') throw new Error(`expected a ceiling, got ${result.type}`);
      return result;
    },
    resultsTest: async () => {
      const reply = next();
      await ask({ type: 'results' });
      const test = await reply;
      if (test.type !== 'results') throw new Error(`expected the results test, got ${test.type}`);
      return test;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      await ask({ type: 'stop' });
      await exited;
    },
  };
}

// ---- the tracking traffic --------------------------------------------------------------------------------------

/** A visitor id as the tracking script makes one: random, URL-safe. */
function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** Every enrolment this run sent, and what was answered, to hold the database to account afterwards. */
class EnrolmentTally {
  readonly sent = new Set<string>();
  readonly enrolled = new Set<string>();
  readonly answered = new Set<string>();
  otherAnswers = 0;

  record(visitor: string, status: number, answer: EnrolmentAnswer | null): void {
    this.answered.add(visitor);
    if (status === 200 && answer?.status === 'enrolled') this.enrolled.add(visitor);
    else this.otherAnswers += 1;
  }

  unanswered(): Set<string> {
    return new Set([...this.sent].filter((visitor) => !this.answered.has(visitor)));
  }
}

/** Event batches sent and answered; the database must hold one row per batch and counted test. */
class EventTally {
  sent = 0;
  answered = 0;
  accepted = 0;
  /** Test sessions the 202 answers said they counted the batch in. */
  counted = 0;
}

/** What the purchase case sent and what the answers said of it: an event batch's tally, and the revenue. */
class PurchaseTally extends EventTally {
  /** The revenue of the purchases answered 202 and counted in the bench test. */
  revenue = 0;
  /** The revenue of the purchases sent but not answered when the load stopped: written or not. */
  inFlight = 0;
}

function parseJson<T>(body: string): T | null {
  try {
    return JSON.parse(body) as T;
  } catch {
    return null;
  }
}

function enrolmentOf(workspace: BenchWorkspace, visitor: string): EnrolmentRequest {
  // The script picks the variant as the server checks it: the visitor id's hash over the shares, 70% control, 30% B.
  const variants = [
    { id: workspace.controlId, share: 70 },
    { id: workspace.variantId, share: 30 },
  ];
  const variant = assignedVariantId({ testId: workspace.testId, variants }, visitor) ?? workspace.controlId;
  return { site: workspace.websiteId, test: workspace.testId, variant, visitor, device: 3 };
}

/** What a visitor does in a quarter of a minute on a pricing page: the batch the script sends on leaving. */
function eventsOfOneVisit(): TrackerEvent[] {
  const jitter = (ms: number): number => ms + Math.floor(Math.random() * 400);
  return [
    { k: 'scroll', at: jitter(1_200), v: 25 + Math.floor(Math.random() * 20) },
    { k: 'button_hover', at: jitter(2_400) },
    { k: 'time', at: jitter(5_000), v: 5_000 },
    { k: 'scroll', at: jitter(6_100), v: 60 + Math.floor(Math.random() * 40) },
    { k: 'form_hover', at: jitter(7_300) },
    { k: 'form_click', at: jitter(7_900) },
    { k: 'form_time', at: jitter(12_400), v: jitter(4_000) },
    { k: 'form_submit', at: jitter(12_900) },
    { k: 'button_click', at: jitter(13_500) },
    { k: 'time', at: jitter(15_000), v: jitter(9_600) },
  ];
}

/** Enrolments of new visitors, each in the test of the workspace `pick` names for it. */
function enrolCase(name: string, pick: () => BenchWorkspace, tally: EnrolmentTally): Case {
  return {
    name,
    method: 'POST',
    path: '/api/track/enrol',
    contentType: textPlain,
    // Each request a visitor never seen before, so each is a first enrolment that is charged. The client's context
    // lives from one request's setup to its answer (one request in flight per connection), so it names the visitor.
    setupRequest: (request, context) => {
      const visitor = newVisitorId();
      context.visitor = visitor;
      tally.sent.add(visitor);
      return { ...request, body: JSON.stringify(enrolmentOf(pick(), visitor)) };
    },
    onResponse: (status, body, context) => {
      if (typeof context.visitor === 'string') tally.record(context.visitor, status, parseJson<EnrolmentAnswer>(body));
    },
  };
}

/** One of these, at random. */
function anyOf<T>(items: readonly T[]): () => T {
  return () => {
    const item = items[Math.floor(Math.random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
}

/** The visitors in turn, from the first again after the last. */
function inTurn<T>(visitors: readonly T[]): () => T {
  let next = 0;
  return () => {
    const visitor = visitors[next++ % visitors.length];
    if (visitor === undefined) throw new Error('no visitors to send events for');
    return visitor;
  };
}

/** An enrolled visitor and the test they are in. */
interface PooledVisitor {
  readonly workspace: BenchWorkspace;
  readonly visitor: string;
}

function eventBatchOf({ workspace, visitor }: PooledVisitor): EventBatch {
  return { site: workspace.websiteId, visitor, tests: [workspace.testId], events: eventsOfOneVisit() };
}

/** `count` batches of `size` new visitors' enrolments, each in the test of the workspace `pick` names. */
function enrolmentBatches(pick: () => BenchWorkspace): NonNullable<TrackingCase['ceiling']> {
  return (size, count) => ({
    kind: 'enrol',
    batches: Array.from({ length: count }, () =>
      Array.from({ length: size }, () => enrolmentOf(pick(), newVisitorId())),
    ),
  });
}

/** `count` batches of `size` event batches, of these visitors in turn. */
function eventBatches(visitors: readonly PooledVisitor[]): NonNullable<TrackingCase['ceiling']> {
  const nextVisitor = inTurn(visitors);
  return (size, count) => ({
    kind: 'events',
    batches: Array.from({ length: count }, () => Array.from({ length: size }, () => eventBatchOf(nextVisitor()))),
  });
}

/** Counts an event batch's answer in `tally`; the number of tests it was counted in, 0 unless answered 202. */
function countAnswer(tally: EventTally, status: number, body: string): number {
  tally.answered += 1;
  if (status !== 202) return 0;
  tally.accepted += 1;
  const counted = parseJson<{ counted: number }>(body)?.counted ?? 0;
  tally.counted += counted;
  return counted;
}

function eventsCase(name: string, visitors: readonly PooledVisitor[], tally: EventTally): Case {
  const nextVisitor = inTurn(visitors);
  return {
    name,
    method: 'POST',
    path: '/api/track/events',
    contentType: textPlain,
    setupRequest: (request) => {
      tally.sent += 1;
      return { ...request, body: JSON.stringify(eventBatchOf(nextVisitor())) };
    },
    onResponse: (status, body) => void countAnswer(tally, status, body),
  };
}

/**
 * One purchase with its revenue from an enrolled visitor, as the goals script sends a conversion: a batch of its own
 * that names no test. Ingest finds the tests of the website that have the visitor and measure the goal.
 */
function purchaseCase(workspace: BenchWorkspace, visitors: readonly PooledVisitor[], tally: PurchaseTally): Case {
  const nextVisitor = inTurn(visitors);
  return {
    name: 'POST /api/track/events (a purchase)',
    method: 'POST',
    path: '/api/track/events',
    contentType: textPlain,
    setupRequest: (request, context) => {
      const pence = 500 + Math.floor(Math.random() * 9_500);
      context.pence = pence;
      tally.sent += 1;
      tally.inFlight += pence;
      const batch: EventBatch = {
        site: workspace.websiteId,
        visitor: nextVisitor().visitor,
        tests: [],
        events: [{ k: 'goal', at: 0, g: workspace.purchaseGoalId, v: pence }],
      };
      return { ...request, body: JSON.stringify(batch) };
    },
    onResponse: (status, body, context) => {
      const pence = typeof context.pence === 'number' ? context.pence : 0;
      tally.inFlight -= pence;
      if (countAnswer(tally, status, body) > 0) tally.revenue += pence;
    },
  };
}

/** The visitors the events cases send batches for, enrolled through the endpoint (and counted like the rest). */
async function enrolVisitorPool(
  appUrl: string,
  workspaces: readonly BenchWorkspace[],
  tally: EnrolmentTally,
): Promise<PooledVisitor[]> {
  const visitors = Array.from({ length: eventVisitorPool }, (_, i) => ({
    workspace: workspaces[i % workspaces.length] as BenchWorkspace,
    visitor: newVisitorId(),
  }));
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let pooled = visitors[next++]; pooled !== undefined; pooled = visitors[next++]) {
      const { workspace, visitor } = pooled;
      tally.sent.add(visitor);
      const response = await fetch(`${appUrl}/api/track/enrol`, {
        method: 'POST',
        headers: { 'content-type': textPlain, 'user-agent': browserUserAgent, origin: benchWebsiteUrl },
        body: JSON.stringify(enrolmentOf(workspace, visitor)),
      });
      tally.record(visitor, response.status, parseJson<EnrolmentAnswer>(await response.text()));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const enrolled = visitors.filter(({ visitor }) => tally.enrolled.has(visitor));
  if (enrolled.length !== eventVisitorPool)
    throw new Error(`only ${enrolled.length} of the event visitors were enrolled`);
  return enrolled;
}

async function checkConfig(appUrl: string, workspace: BenchWorkspace, path: string): Promise<void> {
  // As a person's browser asks: a bot is served no test.
  const response = await fetch(`${appUrl}${path}`, { headers: { 'user-agent': browserUserAgent } });
  const config = (await response.json()) as TrackingConfig;
  if (response.status !== 200 || config.tests[0]?.id !== workspace.testId) {
    throw new Error(`the config of the bench page does not hold its live test: ${JSON.stringify(config)}`);
  }
}

interface TrackingCase {
  readonly benchCase: Case;
  readonly minimumRatio: number;
  /** The same path as the case before it, its load spread over many owners' tests. */
  readonly spread?: boolean;
  /** For an ingest path: the work its ceiling replays, in batches of the size the app made. */
  readonly ceiling?: (batchSize: number, batches: number) => CeilingRequest['work'];
  /** For the cases that write: the rows they wrote so far and the transactions those took. */
  readonly written?: (state: DatabaseState) => { readonly rows: number; readonly transactions: number };
}

/** Every round trip to the database waits on the event loop: this says how long (1.1 ms is an idle loop). */
function describeEventLoop(delay: EventLoopDelay): string {
  return `event loop late by ${delay.p50Ms} ms at p50, ${delay.p99Ms} ms at p99`;
}

/** A run, and for a case that writes, how the batcher grouped its rows into transactions. */
async function measureWrites(
  server: Server,
  trackingCase: TrackingCase,
  run: () => Promise<Result>,
): Promise<{ result: Result; batching: string; perTransaction: number; cpu: string }> {
  const { written } = trackingCase;
  const accounted = async (): Promise<{ result: Result; cpu: string }> => {
    await server.eventLoop();
    const stop = startCpuAccount(server.pid);
    const result = await run();
    const shares = stop?.();
    const loop = describeEventLoop(await server.eventLoop());
    const cpu =
      shares === undefined ? `    ${loop}` : `    ${describeCpu(shares, result.requests.total, 'request')}; ${loop}`;
    return { result, cpu };
  };
  if (written === undefined) return { ...(await accounted()), batching: '', perTransaction: 0 };
  const before = written(await server.state());
  const { result, cpu } = await accounted();
  const after = written(await server.state());
  const rows = after.rows - before.rows;
  const transactions = after.transactions - before.transactions;
  const perTransaction = transactions === 0 ? 0 : rows / transactions;
  return {
    result,
    batching: `    ${rows} rows in about ${transactions} transactions, ${perTransaction.toFixed(1)} per transaction`,
    perTransaction,
    cpu,
  };
}

/** The database once the last requests of the last run (dropped by autocannon, still served) have committed. */
async function settledState(server: Server): Promise<DatabaseState> {
  let previous = await server.state();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await server.state();
    const same =
      current.sessionVisitorIds.length === previous.sessionVisitorIds.length &&
      current.eventRows === previous.eventRows &&
      current.balance === previous.balance;
    if (same) return current;
    previous = current;
  }
}

// ---- the results of a test with a million sessions -------------------------------------------------------------

/**
 * The results page's own request, as the web app sends it: its generated document with the operation's name (what
 * graphql-request adds): the test, its results, each variant's performance and the balance, all in one request.
 */
function resultsPageBody(testId: string): string {
  const query = TestResultsPageDocument.toString();
  const operationName = getOperationAST(parse(query))?.name?.value;
  return JSON.stringify({ query, variables: { id: testId }, operationName });
}
const resultsP95TargetMs = 100;
/** Requests one after another, as an owner reloading the results page sends them. */
const sequentialResultsRequests = 50;
/** Requests one after another, each once the server's copy of the results expired, as an owner opening the page. */
const coldResultsRequests = 20;

function thousands(n: number): string {
  return n.toLocaleString('en-US');
}

/** The value at `share` (0 to 1) of `values`, by nearest rank. */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** How the results test was made and how long it took, printed before it is measured. */
function describeResultsTest(test: ResultsTest, databaseKind: ServerReady['databaseKind']): string {
  const phases = test.phases.map((p) => `${p.name} ${p.seconds.toFixed(1)} s`).join(', ');
  const pglite = databaseKind === 'pglite' ? ' (PGlite in process is slower to fill: 1,000,000 on PostgreSQL)' : '';
  return (
    `results test: ${thousands(test.sessions)} sessions${pglite} over ${test.variants.length} variants ` +
    `(${test.allocations.join('/')}), prepared in ${test.seconds.toFixed(1)} s: ${phases}`
  );
}

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

interface PerformanceRow {
  readonly variantId: string;
  readonly variantNo: number;
  readonly sessions: number;
  readonly avgClicks: number;
}

/**
 * What an answer got wrong against the database: an error, sessions that do not add up (in testPerformanceData and in
 * testResults), an avgClicks off its SQL average, a variant missing from the test.
 */
function resultsProblems(answer: Answer, test: ResultsTest): string[] {
  const body = parseJson<{ data?: TestResultsPageQuery | null; errors?: unknown[] }>(answer.body);
  const data = body?.data;
  if (answer.status !== 200 || data === undefined || data === null || body?.errors !== undefined) {
    return [`answered ${answer.status}: ${answer.body.slice(0, 500)}`];
  }
  const rows: readonly PerformanceRow[] = data.testPerformanceData;
  const problems: string[] = [];
  const total = rows.reduce((sum, row) => sum + row.sessions, 0);
  if (total !== test.sessions) problems.push(`the variants' sessions add up to ${total}`);
  if (data.testResults.sessions !== test.sessions) {
    problems.push(`testResults counts ${data.testResults.sessions} sessions`);
  }
  if (data.test.variants.length !== test.variants.length) {
    problems.push(`the test has ${data.test.variants.length} variants`);
  }
  if (rows.length !== test.variants.length) problems.push(`${rows.length} variants answered`);
  for (const [index, expected] of test.variants.entries()) {
    const row = rows.find((r) => r.variantId === expected.variantId);
    if (row === undefined) {
      problems.push(`variant ${index + 1} missing`);
      continue;
    }
    if (row.sessions !== expected.sessions) problems.push(`variant ${row.variantNo}: ${row.sessions} sessions`);
    if (Math.abs(row.avgClicks - expected.avgClicks) > 1e-9) {
      problems.push(`variant ${row.variantNo}: avgClicks ${row.avgClicks}, the SQL average ${expected.avgClicks}`);
    }
  }
  return problems;
}

/**
 * An answer as it compares with the checked one: the test's sessions a day lately (dailySessions) set aside, since
 * they are the sessions so far over the time since the test started, which moves with the clock between answers.
 */
function comparable(answer: string): string {
  return answer.replace(/"dailySessions":[^,}]*/, '"dailySessions":(moves with the clock)');
}

/** Requests one after another, each `pauseMs` after the last answer; their times in ms, and how many differed. */
async function inARow(
  ask: () => Promise<Answer>,
  checked: Answer,
  count: number,
  pauseMs: number,
): Promise<{ times: number[]; otherAnswers: number }> {
  const times: number[] = [];
  let otherAnswers = 0;
  for (let i = 0; i < count; i += 1) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const answer = await ask();
    times.push(answer.ms);
    if (answer.status !== 200 || comparable(answer.body) !== comparable(checked.body)) otherAnswers += 1;
  }
  return { times, otherAnswers };
}

function timesLine(label: string, times: readonly number[]): string {
  return (
    `    ${label}, ${times.length} in a row: p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
    `p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`
  );
}

/**
 * The results page's query on the results test, as the web app sends it: checked once against the database, then
 * timed one request at a time (each after the server's copy of the results expired: what an owner opening the page
 * waits; then back to back, as reloads and a second tab are answered) and with as many connections as every other
 * case. Every answer must be the checked one, but for the figure that moves with the clock.
 */
async function measureResults(
  appUrl: string,
  test: ResultsTest,
  baseline: Result,
  resultsCacheMs: number,
): Promise<void> {
  const name = 'POST /graphql TestResultsPage';
  const body = resultsPageBody(test.testId);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${test.ownerToken}` };
  const ask = async (): Promise<Answer> => {
    const start = performance.now();
    const response = await fetch(`${appUrl}/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, body: text, ms: performance.now() - start };
  };
  const checked = await ask();
  const problems = resultsProblems(checked, test);
  const sessions = test.variants.map((v) => thousands(v.sessions)).join(' + ');
  print(
    verdict(
      problems.length === 0,
      `results page: ${thousands(test.sessions)} sessions (${sessions}), each variant's avgClicks the SQL ` +
        `average of its sessions to 1e-9${problems.length === 0 ? '' : `: ${problems.join('; ')}`}`,
      { integrity: true },
    ),
  );
  if (problems.length > 0) return;

  const opening = await inARow(ask, checked, coldResultsRequests, resultsCacheMs + 50);
  const reloading = await inARow(ask, checked, sequentialResultsRequests, 0);
  // What any request of a signed-in owner pays (the token checked, the owner read) before it does anything.
  const signedIn: Case = {
    name: 'POST /graphql { me { id } } (owner)',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: '{ me { id } }' }),
    headers,
  };
  print(row(signedIn.name, await measure(appUrl, signedIn), baseline));
  const answerTimes: number[] = [];
  let loadedOtherAnswers = 0;
  const loaded = await measure(
    appUrl,
    {
      name,
      method: 'POST',
      path: '/graphql',
      headers,
      setupRequest: (request) => ({ ...request, body }),
      onResponse: (status, answer) => {
        if (status !== 200 || comparable(answer) !== comparable(checked.body)) loadedOtherAnswers += 1;
      },
    },
    undefined,
    answerTimes,
  );
  print(row(name, loaded, baseline));
  const p95 = percentile(answerTimes, 0.95);
  const p95Verdict = verdict(
    p95 < resultsP95TargetMs,
    `p95 < ${resultsP95TargetMs} ms with ${thousands(test.sessions)} sessions`,
    { subject: name },
  );
  print(
    `    p95 ${p95.toFixed(1)} ms of the ${answerTimes.length} answers' times (autocannon's histogram has p90 ` +
      `${loaded.latency.p90.toFixed(1)} ms, p97.5 ${loaded.latency.p97_5.toFixed(1)} ms)  ${p95Verdict}`,
  );
  print(
    timesLine(
      `one request at a time, each after the results kept in memory (${resultsCacheMs} ms) expired`,
      opening.times,
    ),
  );
  print(timesLine('one request at a time, back to back (reloads, a second tab)', reloading.times));
  const otherAnswers = opening.otherAnswers + reloading.otherAnswers;
  print(
    `    ${verdict(
      loadedOtherAnswers === 0 && otherAnswers === 0,
      `every answer the checked one: ${loadedOtherAnswers} of ${loaded.requests.total} under load and ` +
        `${otherAnswers} of ${coldResultsRequests + sequentialResultsRequests} one at a time differed`,
      { subject: name, integrity: true },
    )}`,
  );
}

// ---- the run ---------------------------------------------------------------------------------------------------

/** The whole run, the database and the servers cleaned up whatever happens; true when something was lost. */
async function run(): Promise<boolean> {
  if (benchParts.has('planning')) await benchmarkPlanning();
  if (benchParts.has('statistics')) await benchmarkStatistics();
  if ([...benchParts].every((part) => part === 'planning' || part === 'statistics')) return false;
  const runDatabase = await createRunDatabase(process.env.DATABASE_URL);
  try {
    const server = await startServer(runDatabase?.url ?? null);
    try {
      return await benchmark(server);
    } finally {
      await server.stop();
    }
  } finally {
    await runDatabase?.drop();
  }
}

/** Tests set up as the planner advises, through the results code (BENCH_PLANNING_TESTS tests a case, 500 unless set). */
async function benchmarkPlanning(): Promise<void> {
  print('planning: tests set up as the planner advises, looked at daily through the results code');
  for (const row of await runPlanningSimulations()) {
    print(`  ${row.label}`);
    for (const line of row.lines) print(`    ${line}`);
  }
}

/** The statistics targets of docs/statistics.md, each figure with its 95% interval (BENCH_STATISTICS_TESTS a case). */
async function benchmarkStatistics(): Promise<void> {
  print('statistics: A/A tests through the results code, looked at daily for 30 days (target: at most 5% false calls)');
  await runAaResultsSimulations(process.env.BENCH_STATISTICS_CASE, (row) =>
    print(`  ${row.label}: ${row.line}  ${row.met ? 'ok' : 'MISSED'}`),
  );
  print('statistics: no two figures of a results page disagree (target: 0)');
  const pages = await runContradictions();
  print(`  ${pages.label}: ${pages.line}  ${pages.met ? 'ok' : 'MISSED'}`);
}

// A missed speed target is a measurement, not a failure; a loss is.
process.exitCode = (await run()) ? 1 : 0;

/** Every measurement and check; true when the database lost (or made up) something. */
async function benchmark(server: Server): Promise<boolean> {
  const { ready } = server;
  const { appUrl, bareUrl } = ready;
  const database =
    ready.databaseKind === 'postgres'
      ? `PostgreSQL (a fresh database for this run, pool ${ready.poolSize})`
      : 'PGlite in memory. DATABASE_URL is not set: the tracking figures need PostgreSQL to mean anything';
  print(`database: ${database}`);
  print(
    `${connections} connections for every case, ${durationSeconds} s each; servers in a child process; ` +
      `batch window ${ready.batchWindowMs} ms, config cache ${ready.configCacheMs} ms`,
  );
  print(`${loadAverage()} before the run`);

  const bare: Case = { name: 'bare', method: 'GET', path: '/bare' };
  const baseline = await measure(bareUrl, bare);
  print(row('bare Fastify GET (baseline)', baseline, baseline));
  // What the pacing and the machine alone do to p99 at half load, for reading the targets below.
  const bareHalfRate = Math.round(baseline.requests.average / 2);
  print(row(`  at half load (${bareHalfRate} req/s)`, await measure(bareUrl, bare, bareHalfRate), null));

  if (benchParts.has('tracking')) await benchmarkTracking(server, baseline);
  if (benchParts.has('results')) {
    // Last, so that the tracking cases run on the tables they always ran on: a million sessions of another test
    // would leave the planner's statistics describing that test alone.
    print('');
    print('results of a big test:');
    const resultsTest = await server.resultsTest();
    print(describeResultsTest(resultsTest, ready.databaseKind));
    await measureResults(appUrl, resultsTest, baseline, ready.resultsCacheMs);
  }
  if (benchParts.has('aa')) printAaSimulations();
  if (benchParts.has('ingest-log')) {
    const { benchIngestLog } = await import('./ingest-log');
    await benchIngestLog(process.env.DATABASE_URL, { connections, seconds: durationSeconds }, print);
  }
  if (benchParts.has('retention')) await (await import('./retention')).timeRetention(process.env.DATABASE_URL, print);

  const failures = verdicts.filter((v) => !v.pass);
  print('');
  print(`${loadAverage()} after the run`);
  const lost = failures.some((v) => v.integrity);
  if (failures.length === 0) print('every target met, nothing lost');
  else print(`${failures.length} FAIL${lost ? '' : ' (speed targets only: nothing lost)'}:`);
  for (const failure of failures) print(`  ${failure.line}`);
  return lost;
}

/** The tracking endpoints against the baseline, at full and half load, then the checks that nothing was lost. */
async function benchmarkTracking(server: Server, baseline: Result): Promise<void> {
  const { ready } = server;
  const { workspace, appUrl, bareUrl } = ready;
  const bare: Case = { name: 'bare', method: 'GET', path: '/bare' };
  const plainCases: readonly Case[] = [
    { name: 'GET /healthz (select 1)', method: 'GET', path: '/healthz' },
    {
      name: 'POST /graphql { goals }',
      method: 'POST',
      path: '/graphql',
      body: JSON.stringify({ query: '{ goals { id name } }' }),
    },
  ];
  for (const benchCase of plainCases) print(row(benchCase.name, await measure(appUrl, benchCase), baseline));

  const enrolments = new EnrolmentTally();
  const events = new EventTally();
  const purchases = new PurchaseTally();
  const configPath = `/api/track/config?${new URLSearchParams({ site: workspace.websiteId, url: workspace.pageUrl })}`;
  await checkConfig(appUrl, workspace, configPath);
  const pool = await enrolVisitorPool(appUrl, [workspace], enrolments);
  const spreadPool = await enrolVisitorPool(appUrl, ready.spread, enrolments);
  const spreadLabel = `${ready.spread.length} tests of ${ready.spread.length} owners`;

  const trackingCases: readonly TrackingCase[] = [
    {
      benchCase: { name: 'GET /api/track/config (live test)', method: 'GET', path: configPath },
      minimumRatio: 0.7,
    },
    {
      benchCase: enrolCase('POST /api/track/enrol (new visitor)', () => workspace, enrolments),
      minimumRatio: 0.5,
      ceiling: enrolmentBatches(() => workspace),
      written: (s) => ({ rows: s.sessionVisitorIds.length, transactions: s.enrolmentTransactions }),
    },
    {
      benchCase: enrolCase(`  … spread over ${spreadLabel}`, anyOf(ready.spread), enrolments),
      minimumRatio: 0.5,
      spread: true,
      ceiling: enrolmentBatches(anyOf(ready.spread)),
      written: (s) => ({ rows: s.sessionVisitorIds.length, transactions: s.enrolmentTransactions }),
    },
    {
      benchCase: eventsCase('POST /api/track/events (10 events)', pool, events),
      minimumRatio: 0.5,
      ceiling: eventBatches(pool),
      written: (s) => ({ rows: s.eventRows, transactions: s.eventTransactions }),
    },
    {
      benchCase: eventsCase(`  … spread over ${spreadLabel}`, spreadPool, events),
      minimumRatio: 0.5,
      spread: true,
      ceiling: eventBatches(spreadPool),
      written: (s) => ({ rows: s.eventRows, transactions: s.eventTransactions }),
    },
    {
      benchCase: purchaseCase(workspace, pool, purchases),
      minimumRatio: 0.5,
      written: (s) => ({ rows: s.eventRows, transactions: s.eventTransactions }),
    },
  ];
  const peaks = new Map<TrackingCase, { rate: number; perTransaction: number }>();
  for (const trackingCase of trackingCases) {
    const { benchCase, minimumRatio } = trackingCase;
    const peak = await measureWrites(server, trackingCase, () => measure(appUrl, benchCase));
    peaks.set(trackingCase, { rate: peak.result.requests.average, perTransaction: peak.perTransaction });
    const ratio = peak.result.requests.average / baseline.requests.average;
    const ratioVerdict = verdict(ratio >= minimumRatio, `≥ ${minimumRatio} of bare`, { subject: benchCase.name });
    print(row(benchCase.name, peak.result, baseline, ratioVerdict));
    if (peak.batching !== '') print(peak.batching);
    if (peak.cpu !== '') print(peak.cpu);
    const halfRate = Math.max(1, Math.round(peak.result.requests.average / 2));
    const half = await measureWrites(server, trackingCase, () => measure(appUrl, benchCase, halfRate));
    const p99Verdict = verdict(
      half.result.latency.p99 < halfLoadP99TargetMs,
      `p99 < ${halfLoadP99TargetMs} ms at half load`,
      { subject: benchCase.name },
    );
    print(row(`  at half load (${halfRate} req/s)`, half.result, null, p99Verdict));
    if (half.batching !== '') print(half.batching);
  }

  // The machine may have got busier or quieter since the baseline: a second look says how far the ratios drifted.
  print(row('bare Fastify GET (again, for drift)', await measure(bareUrl, bare), baseline));

  print('');
  print('nothing lost:');
  const state = await settledState(server);
  const rows = new Set(state.sessionVisitorIds);
  const unanswered = enrolments.unanswered();
  const missing = [...enrolments.enrolled].filter((visitor) => !rows.has(visitor));
  const extra = [...rows].filter((visitor) => !enrolments.enrolled.has(visitor));
  const unexplained = extra.filter((visitor) => !unanswered.has(visitor));
  print(
    verdict(
      missing.length === 0 && unexplained.length === 0,
      `enrolments: ${enrolments.enrolled.size} answered 200 enrolled (${eventVisitorPool} of them the event ` +
        `visitors), ${rows.size} sessions in tracking_sessions: ${missing.length} missing; ${extra.length} more ` +
        `from requests still in flight when autocannon stopped (${unanswered.size} went unanswered), ` +
        `${unexplained.length} unexplained; ${enrolments.otherAnswers} other answers`,
      { integrity: true },
    ),
  );
  const spent = ready.startingBalance - state.balance;
  print(
    verdict(
      spent === rows.size && state.usageEntries === rows.size,
      `balance: moved by ${spent} (${ready.startingBalance} → ${state.balance}), ${state.usageEntries} ` +
        `session_usage ledger entries, for ${rows.size} sessions`,
      { integrity: true },
    ),
  );
  print(
    verdict(
      state.ownersOffLedger === 0,
      `ledger: ${state.ownersOffLedger} of ${ready.spread.length + 1} bench owners with a balance that is not the ` +
        `sum of their ledger entries`,
      { integrity: true },
    ),
  );
  print(
    verdict(
      state.testSessionsCount === rows.size,
      `test_sessions_count: ${state.testSessionsCount}, for ${rows.size} sessions`,
      { integrity: true },
    ),
  );
  print(eventsVerdict(state, events, purchases));
  print(purchasesVerdict(state, purchases));
  if (ready.databaseKind === 'postgres') await benchmarkCeilings(server, trackingCases, peaks);
}

/**
 * Each ingest path against its ceiling (tests/bench/ceiling.ts): the app's own transactions straight through the
 * driver at the batch size the app reached under full load and the app's concurrency. After the checks above, as the
 * replayed rows are not the app's answers.
 */
async function benchmarkCeilings(
  server: Server,
  trackingCases: readonly TrackingCase[],
  peaks: ReadonlyMap<TrackingCase, { rate: number; perTransaction: number }>,
): Promise<void> {
  const { enrolmentBatching, eventBatching } = server.ready;
  print('');
  print(`the database's limit for the same transactions (app ÷ ceiling ≥ ${ceilingTarget}):`);
  for (const trackingCase of trackingCases) {
    const peak = peaks.get(trackingCase);
    if (trackingCase.ceiling === undefined || peak === undefined || peak.perTransaction === 0) continue;
    const batchSize = Math.max(1, Math.round(peak.perTransaction));
    const work = trackingCase.ceiling(batchSize, ceilingBatches(pathKind(trackingCase), peak.rate, batchSize));
    const concurrency = shardsFilled(work, work.kind === 'enrol' ? enrolmentBatching.shards : eventBatching.shards);
    const ceiling = await server.ceiling({ type: 'ceiling', work, concurrency, seconds: durationSeconds });
    const ratio = peak.rate / ceiling.rowsPerSecond;
    const name = trackingCase.benchCase.name;
    print(
      [
        name.padEnd(38),
        `${Math.round(ceiling.rowsPerSecond).toString().padStart(7)} req/s in ${ceiling.transactions} transactions`,
        `of ${batchSize}, ${concurrency} at a time, ${ceiling.statementsPerTransaction} round trips each;`,
        `app ${Math.round(peak.rate)} req/s = ${ratio.toFixed(2)} of it`,
        verdict(ratio >= ceilingTarget, `≥ ${ceilingTarget} of its ceiling`, {
          subject: trackingCase.spread === true ? `${pathKind(trackingCase)} ${name.trim()}` : name,
        }),
        ceiling.failed > 0 ? `(${ceiling.failed} transactions failed)` : '',
        ceiling.ranOut ? '(ran out of rehearsed enrolments: a floor)' : '',
      ]
        .join('  ')
        .trimEnd(),
    );
    const loop = describeEventLoop(ceiling.eventLoopDelay);
    print(
      `    ${ceiling.cpu === null ? loop : `${describeCpu(ceiling.cpu, ceiling.rows, 'request', 'driver')}; ${loop}`}`,
    );
  }
  for (const [spread, one] of spreadPairs(trackingCases)) {
    const ratio = (peaks.get(spread)?.rate ?? 0) / (peaks.get(one)?.rate ?? Number.POSITIVE_INFINITY);
    const subject = `${one.benchCase.name} ${spread.benchCase.name.trim()}`;
    print(
      `${subject}: ${ratio.toFixed(2)} of one test's rate  ` +
        verdict(ratio >= spreadTarget, `spread ≥ ${spreadTarget} of one test`, { subject }),
    );
  }
}

/** How many batches the app runs side by side for this work: one per shard its keys fall in. */
function shardsFilled(work: CeilingRequest['work'], shards: number): number {
  const keys =
    work.kind === 'enrol'
      ? work.batches.flatMap((batch) => batch.map((request) => request.test))
      : work.batches.flatMap((batch) => batch.map((events) => events.site));
  return new Set(keys.map((key) => shardOf(key, shards))).size;
}

/** Enrolments are replayed once each: enough batches for three times the app's rate; events go round a few. */
function ceilingBatches(kind: 'enrol' | 'events', appRate: number, batchSize: number): number {
  if (kind === 'events') return 200;
  return Math.min(4_000, Math.ceil((3 * appRate * durationSeconds) / batchSize));
}

function pathKind(trackingCase: TrackingCase): 'enrol' | 'events' {
  return trackingCase.benchCase.path === '/api/track/enrol' ? 'enrol' : 'events';
}

/** Each spread case and the one-test case of the same path before it. */
function spreadPairs(trackingCases: readonly TrackingCase[]): [TrackingCase, TrackingCase][] {
  const pairs: [TrackingCase, TrackingCase][] = [];
  trackingCases.forEach((trackingCase, i) => {
    const before = trackingCases[i - 1];
    if (trackingCase.spread === true && before !== undefined) pairs.push([trackingCase, before]);
  });
  return pairs;
}

/**
 * Every batch answered 202 is stored once for each test it counted in: the engagement batches and the purchases
 * (kept with the events they came in) alike. Batches still in flight when the load stopped may be there or not.
 */
function eventsVerdict(state: DatabaseState, events: EventTally, purchases: PurchaseTally): string {
  const testsPerBatch = 1;
  const counted = events.counted + purchases.counted;
  const unanswered = events.sent - events.answered + (purchases.sent - purchases.answered);
  return verdict(
    events.counted === events.accepted * testsPerBatch &&
      state.eventRows >= counted &&
      state.eventRows <= counted + unanswered * testsPerBatch,
    `events: ${events.accepted} batches answered 202 × ${testsPerBatch} test = ${events.accepted * testsPerBatch} ` +
      `(the answers counted ${events.counted}) and ${purchases.counted} purchases counted, ${state.eventRows} rows ` +
      `in tracking_events: ${Math.max(0, counted - state.eventRows)} missing, ` +
      `${Math.max(0, state.eventRows - counted)} more from requests still in flight when autocannon stopped ` +
      `(${unanswered} went unanswered)`,
    { integrity: true },
  );
}

/** Every purchase answered 202 is in the sessions' revenue and in the goal's rollups, once. */
function purchasesVerdict(state: DatabaseState, purchases: PurchaseTally): string {
  const stored = state.purchaseRevenue;
  const inRange = stored >= purchases.revenue && stored <= purchases.revenue + purchases.inFlight;
  return verdict(
    inRange && state.purchaseRevenueRolledUp === stored,
    `purchases: ${purchases.accepted} answered 202 with ${purchases.revenue} pence counted, ${stored} pence in the ` +
      `sessions' goal values and ${state.purchaseRevenueRolledUp} in the goal's rollups ` +
      `(${purchases.sent - purchases.answered} went unanswered, ${purchases.inFlight} pence)`,
    { integrity: true },
  );
}

/** The A/A simulation of the always-valid interval with daily looks. */
function printAaSimulations(): void {
  print('');
  print(
    "False calls (30 daily looks per test, 50 sessions per arm a day, the always-valid interval at each comparison's α):",
  );
  for (const outcome of runAaSimulations()) {
    const figures = `${(outcome.share * 100).toFixed(2)}% false calls in ${outcome.tests} tests (95% CI ${(outcome.lower * 100).toFixed(2)}-${(outcome.upper * 100).toFixed(2)}%)`;
    print(
      `  ${outcome.label.padEnd(48)} ${figures}  ${verdict(outcome.share <= 0.05, 'at or under 5%', { subject: `A/A ${outcome.label}` })}`,
    );
  }
  print('');
  print('Power for a real +10% on a 10% rate (30 daily looks, the always-valid interval):');
  for (const outcome of runPowerSimulations()) {
    const figures = `${(outcome.share * 100).toFixed(1)}% found in ${outcome.tests} tests (95% CI ${(outcome.lower * 100).toFixed(1)}-${(outcome.upper * 100).toFixed(1)}%), ${outcome.sessionsPerArm} sessions per arm`;
    print(
      `  ${outcome.label.padEnd(28)} ${figures}` +
        (outcome.planned
          ? `  ${verdict(Math.abs(outcome.share - 0.8) <= 0.03, '80% ± 3 points', { subject: 'power at the planned size' })}`
          : ''),
    );
  }
}
