// What run.ts (the load generator) and server.ts (the servers under test, in a child process) say over IPC.
import type { EnrolmentRequest, EventBatch } from '../../domain/tracking/tracking-protocol';
import type { CpuShares } from './cpu-accounting';

/** The address of every bench website: its visitors' browsers send its origin with each tracking request. */
export const benchWebsiteUrl = 'https://shop.example.com';

/** The live test the tracking cases aim at, made through GraphQL by the child before it reports ready. */
export interface BenchWorkspace {
  readonly ownerId: string;
  readonly websiteId: string;
  /** The address of the page the test runs on, as the tracking script sends it. */
  readonly pageUrl: string;
  readonly testId: string;
  readonly controlId: string;
  readonly variantId: string;
  /** The website's revenue goal on the event `purchase`, which the test measures besides its own goal. */
  readonly purchaseGoalId: number;
}

/**
 * The test the results case reads: the bench owner's, with `sessions` sessions written straight into the database
 * and the rollups ingest would have kept for them, made by the child when asked, once the tracking cases are done.
 */
export interface ResultsTest {
  readonly type: 'results';
  readonly testId: string;
  /** The owner's access token, from the sign-up. */
  readonly ownerToken: string;
  /** The variants' shares of the traffic in percent, control first. */
  readonly allocations: readonly number[];
  readonly sessions: number;
  /** Control first: each variant's sessions and the SQL average of its sessions' clicks, to check the query by. */
  readonly variants: readonly { readonly variantId: string; readonly sessions: number; readonly avgClicks: number }[];
  /** How long the preparation took, in all and by phase. */
  readonly seconds: number;
  readonly phases: readonly { readonly name: string; readonly seconds: number }[];
}

export interface ServerReady {
  readonly type: 'ready';
  readonly bareUrl: string;
  readonly appUrl: string;
  readonly databaseKind: 'postgres' | 'pglite';
  readonly poolSize: number | null;
  readonly batchWindowMs: number;
  readonly enrolmentBatching: Batching;
  readonly eventBatching: Batching;
  readonly configCacheMs: number;
  /** How long the server keeps a test's results in memory after reading them (RESULTS_CACHE_MS). */
  readonly resultsCacheMs: number;
  readonly workspace: BenchWorkspace;
  /** One live test for each of `spreadOwners` other owners, each on a website of its own: load spread thin. */
  readonly spread: readonly BenchWorkspace[];
  /** The owners' balances, all bench owners together, before any visitor was enrolled. */
  readonly startingBalance: number;
}

/**
 * What the database holds for the bench tests (the main one and the spread ones together), read by the child with the
 * app's own connection.
 */
export interface DatabaseState {
  readonly type: 'state';
  readonly sessionVisitorIds: readonly string[];
  readonly testSessionsCount: number;
  /** The bench owners' balances added up. */
  readonly balance: number;
  /** Bench owners whose balance is not the sum of their ledger entries. */
  readonly ownersOffLedger: number;
  readonly usageEntries: number;
  readonly eventRows: number;
  /** Transactions that enrolled someone so far: a batch's sessions share one start time. */
  readonly enrolmentTransactions: number;
  /** Transactions that stored event batches so far: a batch's rows share one receipt time. */
  readonly eventTransactions: number;
  /** The revenue of the purchase goal the bench test's sessions hold, in minor units. */
  readonly purchaseRevenue: number;
  /** The same as the goal's rollups for the test add it up. */
  readonly purchaseRevenueRolledUp: number;
}

/** How the app groups an ingest path's requests into transactions (tracking-routes.ts). */
export interface Batching {
  readonly maxBatchSize: number;
  /** Batches of different shards (tests for enrolments, websites for events) run side by side, one per shard. */
  readonly shards: number;
}

/**
 * An ingest path's ceiling to measure (tests/bench/ceiling.ts): these batches, each as the app would write it in one
 * transaction, replayed by `concurrency` connections for `seconds`.
 */
export interface CeilingRequest {
  readonly type: 'ceiling';
  readonly work:
    | { readonly kind: 'enrol'; readonly batches: readonly (readonly EnrolmentRequest[])[] }
    | { readonly kind: 'events'; readonly batches: readonly (readonly EventBatch[])[] };
  readonly concurrency: number;
  readonly seconds: number;
}

export interface CeilingResult {
  readonly type: 'ceiling';
  /** Requests written per second: enrolments, or event batches. */
  readonly rowsPerSecond: number;
  readonly rows: number;
  readonly transactions: number;
  /** Round trips of one transaction, its begin and commit included. */
  readonly statementsPerTransaction: number;
  /** Transactions the database refused (a deadlock, a constraint): none expected. */
  readonly failed: number;
  /** Every rehearsed enrolment was replayed before the time was up: the figure is a floor. */
  readonly ranOut: boolean;
  /** Where the machine's CPU went during the replay (the driver is the server's process); null off Linux. */
  readonly cpu: CpuShares | null;
  /** How late the driver's event loop ran during the replay. */
  readonly eventLoopDelay: EventLoopDelay;
  readonly rehearsalSeconds: number;
}

/**
 * How late the server's event loop ran since the runner last asked (each ask starts a new count): every round trip
 * to the database waits this long for its answer to be read, behind the requests the loop is busy with.
 */
export interface EventLoopDelay {
  readonly type: 'event-loop';
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export type ServerMessage = ServerReady | DatabaseState | ResultsTest | CeilingResult | EventLoopDelay;

export type RunnerMessage =
  | { readonly type: 'state' }
  | { readonly type: 'results' }
  | { readonly type: 'event-loop' }
  | CeilingRequest
  | { readonly type: 'stop' };
