import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { clientNetworkOf } from '../../../adapters/http/client-network';
import { afterAll, describe, expect, it } from 'vitest';
import { queueNames } from '../../../adapters/background-jobs';
import { readIngestLag } from '../../../adapters/ingest-log';
import { partitionOf } from '../../../adapters/nats/ingest-log-settings';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { topUpMonthOf } from '../../../domain/top-ups/monthly-top-up';
import type { EnrolmentAnswer, TrackerEvent } from '../../../domain/tracking/tracking-protocol';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { createTestStream, deleteTestStream, natsUnavailable, testIngestLog, waitForNoLag } from '../../support/nats';
import { awayFromMinuteEdge } from '../../support/rate-limit-window';
import { runCli, startCli, startServe, startWorkerProcess } from '../../support/run-cli';
import { localRedisUrl, noRedisReason, redisAnswers } from '../../support/redis-server';
import { newClientAddress, startServerProcesses, type ServerProcess } from '../../support/server-processes';
import { useTestApplication } from '../../support/test-application';
import { testDialect } from '../../support/test-database';
import { adjustBalance, createLiveWorkspace, enrolment } from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';
import { browserUserAgent, visitorHeaders } from '../../support/visitor-browser';

/**
 * Issue 26's "done when": three `splitpenny serve` processes, two `splitpenny ingest-worker` processes and one
 * `splitpenny worker` on one PostgreSQL database and the local NATS server. Enrolments and event batches go through
 * all three servers at once while one ingest worker is killed; then nothing answered is lost, nothing is counted twice,
 * every account below the level has one top-up this month however often it runs, and one client's rate limit is one
 * budget for the three servers.
 */

const unavailable =
  testDialect() === 'postgres'
    ? await natsUnavailable()
    : 'several processes on one database need PostgreSQL (the embedded database is opened by one process)';
if (unavailable !== null) console.warn(`[three servers and workers] skipped: ${unavailable}`);
const noRedis =
  testDialect() !== 'postgres'
    ? 'server processes on one database need PostgreSQL'
    : (await redisAnswers())
      ? null
      : noRedisReason;

/** MONTHLY_TOPUP_LEVEL everywhere: a new account starts with it, the top-up fills up to it. */
const level = 40;
/** TRACKING_RATE_LIMIT on every server: requests a minute per client address and tracking route. */
const limit = 20;
const batchesPerVisitor = 4;
/** Requests in flight at once while the load runs. */
const lanes = 12;
/** Batches the ingest worker to be killed must have folded first (it folds up to INGEST_FOLD_BATCH at a time). */
const foldsBeforeKill = 30;

type OwnerKind = 'below' | 'at' | 'above';
interface OwnerPlan {
  readonly kind: OwnerKind;
  /** The balance when the job worker starts (made with ledger adjustments from the signup credit of `level`). */
  readonly startBalance: number;
  /** Visitors sent to the owner's tests. */
  readonly visitors: number;
}

/**
 * Below the level: topped up to it by the job worker's start-up run, then sent more visitors than that pays for, so
 * enrolments are refused once it is spent. At it: not topped up at first, then spends below it during the load, so
 * the later `splitpenny topup` has work to do. Above: never topped up.
 */
const plans: readonly OwnerPlan[] = [
  { kind: 'below', startBalance: 5, visitors: 60 },
  { kind: 'below', startBalance: 5, visitors: 60 },
  { kind: 'below', startBalance: 0, visitors: 60 },
  { kind: 'at', startBalance: level, visitors: 30 },
  { kind: 'above', startBalance: 240, visitors: 60 },
  { kind: 'above', startBalance: 240, visitors: 60 },
];

interface Owner extends OwnerPlan {
  readonly user: SignedUpUser;
  readonly workspaces: Workspace[];
}

/** One visitor of one owner's test: their own client address, so the load is never rate limited. */
interface Visit {
  readonly owner: Owner;
  readonly ws: Workspace;
  readonly visitor: string;
  readonly client: string;
  /** `enrolled`, `returning`, `not_live:<reason>`, `unknown`, `http <status>`, or `error` (no answer). */
  answer: string;
}

interface SentBatch {
  readonly tag: number;
  readonly visit: Visit;
  /** The HTTP status, or null when the request got no answer. */
  status: number | null;
}

/** Batch `tag`'s events: its tag in each event's `at`, so the raw rows tell which batches were counted, and how often. */
function eventsOf(tag: number): TrackerEvent[] {
  const clicks = Array.from({ length: clicksOf(tag) }, (): TrackerEvent => ({ k: 'click', at: tag }));
  return [...clicks, { k: 'time', at: tag, v: timeOf(tag) }];
}
const clicksOf = (tag: number): number => 1 + (tag % 3);
const timeOf = (tag: number): number => 100 + (tag % 50);

const sum = (values: readonly number[]): number => values.reduce((total, n) => total + n, 0);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function enrolAt(serverUrl: string, visit: Visit): Promise<string> {
  try {
    const response = await fetch(`${serverUrl}/api/track/enrol`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        ...visitorHeaders({ site: visit.ws.websiteId }),
        'x-forwarded-for': visit.client,
      },
      body: JSON.stringify(enrolment(visit.ws, { visitor: visit.visitor, variant: visit.ws.variantId })),
      signal: AbortSignal.timeout(15_000),
    });
    if (response.status !== 200 && response.status !== 409) {
      await response.arrayBuffer();
      return `http ${response.status}`;
    }
    const answer = (await response.json()) as EnrolmentAnswer;
    return answer.status === 'not_live' ? `not_live:${answer.reason}` : answer.status;
  } catch {
    return 'error';
  }
}

async function sendBatch(serverUrl: string, batch: SentBatch, client: string): Promise<void> {
  const { visit, tag } = batch;
  try {
    const response = await fetch(`${serverUrl}/api/track/events`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        ...visitorHeaders({ site: visit.ws.websiteId }),
        'x-forwarded-for': client,
      },
      body: JSON.stringify({
        site: visit.ws.websiteId,
        visitor: visit.visitor,
        tests: [visit.ws.testId],
        events: eventsOf(tag),
      }),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    batch.status = response.status;
  } catch {
    // No answer: the batch may or may not be counted, never twice.
    batch.status = null;
  }
}

function startedOrThrow<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** Jobs of a pg-boss queue, by state. */
async function jobStates(db: Kysely<DatabaseSchema>, queue: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; count: string }>`
    select state, count(*) as count from pgboss.job where name = ${queue} group by state`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

async function waitUntil(what: string, holds: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(200);
  }
}

interface TopUpEntry {
  readonly id: string;
  readonly user_id: string;
  readonly reference: string;
  readonly amount: number;
  readonly balance_after: number;
}

function topUpEntries(db: Kysely<DatabaseSchema>): Promise<TopUpEntry[]> {
  return db
    .selectFrom('credit_ledger')
    .select(['id', 'user_id', 'reference', 'amount', 'balance_after'])
    .where('reason', '=', 'monthly_topup')
    .orderBy('reference')
    .execute();
}

/** Batches folded by an ingest worker, and those it found folded already, from its debug log lines. */
function foldsIn(output: string): { folded: number; alreadyFolded: number } {
  const counted = (field: string): number =>
    sum([...output.matchAll(new RegExp(`"${field}":(\\d+)`, 'g'))].map((match) => Number(match[1])));
  return { folded: counted('folded'), alreadyFolded: counted('alreadyFolded') };
}

describe.skipIf(unavailable !== null)(
  `three servers, two ingest workers and a job worker on one PostgreSQL${unavailable === null ? '' : ` (skipped: ${unavailable})`}`,
  () => {
    const testApp = useTestApplication({ sessions: { monthlyTopUpLevel: level, beginnerMaxCases: 200 } });
    const settings = testIngestLog('scale-out', { partitions: 4 });
    const children: ChildProcess[] = [];

    afterAll(async () => {
      // Whatever happened in the test: no process is left running behind it.
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await deleteTestStream(settings.stream);
    });

    /** Owners of every kind, with websites on every partition of the log, so that every worker has batches to fold. */
    async function arrangeOwners(): Promise<Owner[]> {
      const { app, db } = testApp();
      const owners: Owner[] = [];
      for (const plan of plans) {
        const user = await signUp(app);
        const workspaces = [await createLiveWorkspace(app, user.token)];
        // From the signup credit (the level) to the plan's balance, through the ledger as an operator's adjustment.
        if (plan.startBalance !== level) {
          expect(await adjustBalance(db.database.db, user.id, plan.startBalance - level)).toBe(plan.startBalance);
        }
        owners.push({ ...plan, user, workspaces });
      }
      // Accounts from an earlier month: their sign-up grant does not stand for this month's top-up.
      await db.database.db
        .deleteFrom('credit_ledger')
        .where('reason', '=', 'monthly_topup')
        .where(
          'user_id',
          'in',
          owners.map((o) => o.user.id),
        )
        .execute();
      const covered = (): Set<number> =>
        new Set(owners.flatMap((o) => o.workspaces.map((ws) => partitionOf(ws.websiteId, settings.partitions))));
      const above = owners.filter((o) => o.kind === 'above');
      for (let i = 0; covered().size < settings.partitions; i += 1) {
        if (i > 40) throw new Error('could not put websites on every partition');
        const owner = above[i % above.length] as Owner;
        owner.workspaces.push(await createLiveWorkspace(app, owner.user.token));
      }
      return owners;
    }

    it(
      'loses nothing, counts nothing twice, tops up once per account and month, and shares rate limits',
      { timeout: 150_000 },
      async () => {
        const startedAt = Date.now();
        const { db } = testApp();
        const url = db.url;
        if (url === null) throw new Error('the processes need a PostgreSQL database');
        const database = db.database.db;
        const owners = await arrangeOwners();
        const arrangedMs = Date.now() - startedAt;
        const month = topUpMonthOf(new Date());

        // --- The processes -------------------------------------------------------------------------------------------
        const common = {
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '6',
          MONTHLY_TOPUP_LEVEL: String(level),
          // The rate limits count in PostgreSQL here, even where the environment names a Redis.
          REDIS_URL: '',
        };
        const logEnv = {
          INGEST_LOG_URL: settings.url,
          INGEST_LOG_STREAM: settings.stream,
          INGEST_LOG_PARTITIONS: String(settings.partitions),
          INGEST_WORKER_IN_PROCESS: 'false',
          INGEST_FOLD_BATCH: '20',
        };
        const serverEnv = {
          ...common,
          ...logEnv,
          RUN_JOBS: 'false',
          TRACKING_RATE_LIMIT: String(limit),
          TRUST_PROXY: '1',
        };
        // At debug level an ingest worker logs each fold, with the batches it found folded already.
        const ingestEnv = { ...common, ...logEnv, LOG_LEVEL: 'debug' };
        await createTestStream(settings);
        // Acknowledges 2 s after each commit: killed, it leaves folded batches unacknowledged, delivered again to the
        // other worker, which must find them folded already.
        const slowAcknowledger = path.resolve(import.meta.dirname, '..', '..', 'support', 'slow-ack-ingest-worker.ts');
        // Every start is awaited, failed or not, so that afterAll finds each process that did start.
        const [serverStarts, ingestStarts, jobStarts] = await Promise.all([
          Promise.allSettled([startServe(serverEnv), startServe(serverEnv), startServe(serverEnv)]),
          Promise.allSettled([
            startCli(['ingest-worker'], ingestEnv, /ingest worker started/, slowAcknowledger),
            startCli(['ingest-worker'], ingestEnv, /ingest worker started/),
          ]),
          // Its start-up run of the monthly top-up (TOPUP_SCHEDULE=true) is the month's first top-up.
          Promise.allSettled([startWorkerProcess({ ...common, TOPUP_SCHEDULE: 'true' })]),
        ]);
        for (const result of [...serverStarts, ...ingestStarts, ...jobStarts]) {
          if (result.status === 'fulfilled') children.push(result.value.child);
        }
        const [a, b, c] = serverStarts.map(startedOrThrow);
        const [doomed, survivor] = ingestStarts.map(startedOrThrow);
        jobStarts.forEach(startedOrThrow);
        if (a === undefined || b === undefined || c === undefined || doomed === undefined || survivor === undefined) {
          throw new Error('a process is missing');
        }
        const servers = [a.url, b.url, c.url];
        const processesMs = Date.now() - startedAt;

        // --- The first top-up of the month, by the job worker ---------------------------------------------------------
        await waitUntil(
          'the job worker ran the monthly top-up',
          async () => ((await jobStates(database, queueNames.topUp)).completed ?? 0) >= 1,
          45_000,
        );
        const firstTopUps = await topUpEntries(database);
        const below = owners.filter((o) => o.kind === 'below');
        expect(firstTopUps.map((e) => e.reference)).toEqual(below.map((o) => `topup:${month}:${o.user.id}`).sort());
        expect(firstTopUps.every((e) => e.balance_after === level)).toBe(true);
        const setUpMs = Date.now() - startedAt;

        // --- The load: enrolments and batches round-robin over the servers, an ingest worker killed midway ------------
        const visits: Visit[] = [];
        const maxVisitors = Math.max(...owners.map((o) => o.visitors));
        for (let i = 0; i < maxVisitors; i += 1) {
          for (const owner of owners) {
            if (i >= owner.visitors) continue;
            const ws = owner.workspaces[i % owner.workspaces.length] as Workspace;
            const { visitor } = enrolment(ws);
            visits.push({ owner, ws, visitor, client: newClientAddress(), answer: 'not sent' });
          }
        }
        const batches: SentBatch[] = [];
        const replays: string[] = [];
        let nextTag = 0;
        let nextVisit = 0;
        let loadDone = false;

        const lane = async (): Promise<void> => {
          while (nextVisit < visits.length) {
            const i = nextVisit;
            nextVisit += 1;
            const visit = visits[i] as Visit;
            visit.answer = await enrolAt(servers[i % 3] as string, visit);
            if (visit.answer !== 'enrolled') continue;
            for (let j = 0; j < batchesPerVisitor; j += 1) {
              const batch: SentBatch = { tag: nextTag, visit, status: null };
              nextTag += 1;
              batches.push(batch);
              await sendBatch(servers[(i + j + 1) % 3] as string, batch, visit.client);
            }
            // Every fifth visitor comes back through another server: answered as returning, charged nothing.
            if (i % 5 === 0) replays.push(await enrolAt(servers[(i + 1) % 3] as string, visit));
          }
        };

        let batchesAtKill = -1;
        const killWhenFolded = async (): Promise<void> => {
          while (foldsIn(doomed.output()).folded < foldsBeforeKill) {
            if (loadDone) throw new Error(`the load ended before the worker to kill folded ${foldsBeforeKill} batches`);
            await sleep(25);
          }
          doomed.child.kill('SIGKILL');
          batchesAtKill = batches.length;
        };

        // One client address, `limit` × 3 batches at once over the three servers: the limit for all of them together.
        const burstOwner = owners.find((o) => o.kind === 'above') as Owner;
        const burstVisit: Visit = {
          owner: burstOwner,
          ws: burstOwner.workspaces[0] as Workspace,
          visitor: enrolment(burstOwner.workspaces[0] as Workspace).visitor,
          client: newClientAddress(),
          answer: 'not sent',
        };
        burstVisit.answer = await enrolAt(servers[0] as string, burstVisit);
        expect(burstVisit.answer).toBe('enrolled');
        const burst: SentBatch[] = [];
        const sendBurst = async (): Promise<void> => {
          await awayFromMinuteEdge(15_000);
          for (let k = 0; k < limit * 3; k += 1) {
            burst.push({ tag: nextTag, visit: burstVisit, status: null });
            nextTag += 1;
          }
          batches.push(...burst);
          await Promise.all(burst.map((batch, k) => sendBatch(servers[k % 3] as string, batch, burstVisit.client)));
        };

        const loadStartedAt = Date.now();
        const killing = killWhenFolded();
        await Promise.all([...Array.from({ length: lanes }, lane), sendBurst()]);
        loadDone = true;
        await killing;
        const loadMs = Date.now() - loadStartedAt;
        // Killed mid-run: batches were still being sent after it.
        expect(batchesAtKill).toBeGreaterThan(0);
        expect(batches.length - batchesAtKill).toBeGreaterThan(100);

        // The other worker takes the killed one's partitions; what it had not acknowledged comes again within 30 s.
        await waitForNoLag(() => readIngestLag(settings), 60_000);
        const drainedMs = Date.now() - loadStartedAt;

        // --- The month's top-up once more, by hand -------------------------------------------------------------------
        const topUpRun = await runCli(['topup', '--json'], common);
        expect(topUpRun.code, topUpRun.stderr).toBe(0);
        const topUpReport = JSON.parse(topUpRun.stdout) as { accountsChecked: number; accountsToppedUp: number };

        // === Enrolment: each `enrolled` answer is one session and one charge; never more than the owner had ===========
        const testIds = owners.flatMap((o) => o.workspaces.map((ws) => ws.testId));
        const sessions = await database
          .selectFrom('tracking_sessions')
          .select(['id', 'test_id', 'visitor_id', 'user_id', 'clicks', 'time_on_page_ms'])
          .where('test_id', 'in', testIds)
          .execute();
        const sessionOf = new Map(sessions.map((s) => [`${s.test_id} ${s.visitor_id}`, s]));
        const usage = await database
          .selectFrom('credit_ledger')
          .select(['user_id', 'reference', 'amount'])
          .where('reason', '=', 'session_usage')
          .execute();
        const usageByReference = new Map<string, number[]>();
        for (const entry of usage) {
          usageByReference.set(entry.reference, [...(usageByReference.get(entry.reference) ?? []), entry.amount]);
        }

        const everyVisit = [...visits, burstVisit];
        const answers = everyVisit.map((v) => v.answer);
        const serverErrors = (): string =>
          [a, b, c]
            .flatMap((server) => server.output().split('\n'))
            .filter((line) => /"level":(50|60)/.test(line))
            .join('\n');
        expect(
          answers.filter((answer) => answer === 'error' || answer.startsWith('http ')),
          serverErrors(),
        ).toEqual([]);
        for (const visit of everyVisit) {
          const session = sessionOf.get(`${visit.ws.testId} ${visit.visitor}`);
          if (visit.answer === 'enrolled') {
            expect(session, `a session for enrolled visitor ${visit.visitor}`).toBeDefined();
            expect(usageByReference.get(`session:${session?.id ?? ''}`)).toEqual([-1]);
          } else {
            expect(visit.answer).toBe('not_live:out_of_sessions');
            expect(session, `no session for refused visitor ${visit.visitor}`).toBeUndefined();
          }
        }
        // No session nor charge that no `enrolled` answer accounts for.
        expect(sessions).toHaveLength(everyVisit.filter((v) => v.answer === 'enrolled').length);
        expect(usage).toHaveLength(sessions.length);
        expect(replays.length).toBeGreaterThan(20);
        expect(new Set(replays)).toEqual(new Set(['returning']));

        const enrolledOf = (owner: Owner): number =>
          everyVisit.filter((v) => v.owner === owner && v.answer === 'enrolled').length;
        for (const owner of owners) {
          // Below the level: topped up to it, then exactly that many visitors enrolled and the rest refused.
          const available = owner.kind === 'below' ? level : owner.startBalance;
          const sent = everyVisit.filter((v) => v.owner === owner).length;
          expect(enrolledOf(owner), `${owner.kind} owner's enrolments`).toBe(Math.min(sent, available));
        }
        // Refusals happened, for those owners alone: exactly-once charging had a limit to hold.
        expect(answers.filter((answer) => answer !== 'enrolled')).toHaveLength(
          sum(owners.map((o) => (o.kind === 'below' ? o.visitors - level : 0))),
        );

        // === Balances: each one is its ledger's sum, never below zero ================================================
        const ledgerSums = await database
          .selectFrom('credit_ledger')
          .select(['user_id', (eb) => eb.fn.sum<string>('amount').as('total')])
          .groupBy('user_id')
          .execute();
        const balances = await database.selectFrom('users').select(['id', 'test_sessions_remaining']).execute();
        expect(balances).toHaveLength(owners.length);
        for (const row of balances) {
          expect(row.test_sessions_remaining).toBe(Number(ledgerSums.find((s) => s.user_id === row.id)?.total));
          expect(row.test_sessions_remaining).toBeGreaterThanOrEqual(0);
        }

        // === Event batches: each answered 202 folded exactly once; none refused or unanswered folded twice ==========
        const raw = await database
          .selectFrom('tracking_events')
          .select(['session_id', 'events'])
          .where(
            'session_id',
            'in',
            sessions.map((s) => s.id),
          )
          .execute();
        const countedTags = raw.map((row) => {
          const events = (typeof row.events === 'string' ? JSON.parse(row.events) : row.events) as TrackerEvent[];
          return { sessionId: row.session_id, tag: events[0]?.at ?? -1 };
        });
        const tagCounts = new Map<number, number>();
        for (const { tag } of countedTags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
        expect([...tagCounts].filter(([, count]) => count > 1)).toEqual([]);
        const byTag = new Map(batches.map((batch) => [batch.tag, batch]));
        for (const { sessionId, tag } of countedTags) {
          const batch = byTag.get(tag);
          expect(batch, `batch ${tag} was sent`).toBeDefined();
          // Counted in its own visitor's session, and only if it was not refused.
          expect(sessionOf.get(`${batch?.visit.ws.testId} ${batch?.visit.visitor}`)?.id).toBe(sessionId);
          expect([202, null]).toContain(batch?.status);
        }
        const accepted = batches.filter((batch) => batch.status === 202);
        expect(accepted.filter((batch) => !tagCounts.has(batch.tag)).map((batch) => batch.tag)).toEqual([]);
        // The summaries each session's results are read from add up to exactly the batches counted in it.
        for (const session of sessions) {
          const tags = countedTags.filter((row) => row.sessionId === session.id).map((row) => row.tag);
          expect([session.clicks, session.time_on_page_ms]).toEqual([sum(tags.map(clicksOf)), sum(tags.map(timeOf))]);
        }
        const totals = await database
          .selectFrom('variant_metric_totals')
          .select(['metric', (eb) => eb.fn.sum<string>('total').as('total')])
          .where('test_id', 'in', testIds)
          .where('metric', 'in', ['clicks', 'time_on_page_ms', 'sessions'])
          .groupBy('metric')
          .execute();
        const totalOf = (metric: string): number => Number(totals.find((t) => t.metric === metric)?.total ?? 0);
        const allTags = [...tagCounts.keys()];
        expect(totalOf('clicks')).toBe(sum(allTags.map(clicksOf)));
        expect(totalOf('time_on_page_ms')).toBe(sum(allTags.map(timeOf)));
        expect(totalOf('sessions')).toBe(sessions.length);
        // No transaction of a server or worker was chosen to end a deadlock (a fold's would be retried unseen).
        const outputs = [a, b, c, doomed, survivor].map((process) => process.output()).join('\n');
        expect(outputs.split('\n').filter((line) => line.includes('deadlock detected'))).toEqual([]);
        // The killed worker had folded batches it had not acknowledged: delivered again, and found folded already.
        expect(foldsIn(survivor.output()).alreadyFolded).toBeGreaterThan(0);

        // === Rate limits: one client's budget is shared by the three servers ========================================
        expect(burst.filter((batch) => batch.status === 202)).toHaveLength(limit);
        expect(burst.filter((batch) => batch.status === 429)).toHaveLength(2 * limit);
        const counters = await database
          .selectFrom('rate_limit_counters')
          .select('key')
          .where('key', 'like', `%${clientNetworkOf(burstVisit.client)}%`)
          .execute();
        expect(counters.length).toBeGreaterThan(0);
        // The load's own visitors, each on an address of their own, were never limited.
        expect(batches.filter((batch) => batch.visit !== burstVisit && batch.status !== 202)).toEqual([]);

        // === Top-ups: one per account below the level and month, however many runs =================================
        const finalTopUps = await topUpEntries(database);
        const at = owners.filter((o) => o.kind === 'at');
        expect(finalTopUps.map((e) => e.reference)).toEqual(
          [...below, ...at].map((o) => `topup:${month}:${o.user.id}`).sort(),
        );
        // The first run's entries are untouched, and every top-up filled its account up to the level.
        expect(finalTopUps.filter((e) => firstTopUps.some((first) => first.id === e.id))).toEqual(firstTopUps);
        expect(finalTopUps.every((e) => e.balance_after === level)).toBe(true);
        // The run by hand saw the owners below the level again, and gave only the one not yet topped up this month.
        expect(topUpReport.accountsChecked).toBe(below.length + at.length);
        expect(topUpReport.accountsToppedUp).toBe(finalTopUps.length - firstTopUps.length);

        console.info(
          `[three servers and workers] set-up ${setUpMs} ms (owners ${arrangedMs}, processes up ${processesMs}), load ${loadMs} ms (${visits.length} enrolments, ` +
            `${batches.length} batches, ${replays.length} replays), drained ${drainedMs} ms after the load began, ` +
            `total ${Date.now() - startedAt} ms; worker killed after ${batchesAtKill} batches were sent, ` +
            `the other found ${foldsIn(survivor.output()).alreadyFolded} of its batches folded already`,
        );
      },
    );
  },
);

describe.skipIf(noRedis !== null)(
  `three servers counting rate limits in Redis${noRedis === null ? '' : ` (skipped: ${noRedis})`}`,
  () => {
    const testApp = useTestApplication();
    let servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
    });

    it("gives one client's requests, sent at once over the three servers, the limit in all", async () => {
      const { app, db } = testApp();
      const ws = await createLiveWorkspace(app, (await signUp(app)).token);
      servers = await startServerProcesses(3, {
        DATABASE_URL: db.url ?? '',
        DATABASE_POOL_SIZE: '4',
        REDIS_URL: localRedisUrl,
        RUN_JOBS: 'false',
        TRACKING_RATE_LIMIT: String(limit),
        TRUST_PROXY: '1',
      });
      const client = newClientAddress();
      const query = new URLSearchParams({ site: ws.websiteId, url: `${ws.websiteUrl}/pricing` }).toString();
      await awayFromMinuteEdge(10_000);

      const statuses = await Promise.all(
        Array.from({ length: limit * 3 }, async (_, k) => {
          const server = servers[k % servers.length] as ServerProcess;
          const response = await fetch(`${server.url}/api/track/config?${query}`, {
            headers: { 'user-agent': browserUserAgent, 'x-forwarded-for': client },
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );

      expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2 * limit);
      // Counted in Redis: nothing in the database's counters.
      const counters = await db.database.db
        .selectFrom('rate_limit_counters')
        .select('key')
        .where('key', 'like', `%${clientNetworkOf(client)}%`)
        .execute();
      expect(counters).toEqual([]);
    });
  },
);
