// What run.ts (the load generator) and server.ts (the servers under test, in a child process) say over IPC.

/** The live test the tracking cases aim at, made through GraphQL by the child before it reports ready. */
export interface BenchWorkspace {
  readonly ownerId: string;
  readonly websiteId: string;
  /** The address of the page the test runs on, as the tracking script sends it. */
  readonly pageUrl: string;
  readonly testId: string;
  readonly controlId: string;
  readonly variantId: string;
}

export interface ServerReady {
  readonly type: 'ready';
  readonly bareUrl: string;
  readonly appUrl: string;
  readonly databaseKind: 'postgres' | 'pglite';
  readonly poolSize: number | null;
  readonly batchWindowMs: number;
  readonly configCacheMs: number;
  readonly workspace: BenchWorkspace;
  /** The owner's balance before any visitor was enrolled. */
  readonly startingBalance: number;
}

/** What the database holds for the bench test, read by the child with the app's own connection. */
export interface DatabaseState {
  readonly type: 'state';
  readonly sessionVisitorIds: readonly string[];
  readonly testSessionsCount: number;
  readonly balance: number;
  readonly usageEntries: number;
  readonly eventRows: number;
  /** Transactions that enrolled someone so far: a batch's sessions share one start time. */
  readonly enrolmentTransactions: number;
  /** Transactions that stored event batches so far: a batch's rows share one receipt time. */
  readonly eventTransactions: number;
}

export type ServerMessage = ServerReady | DatabaseState;

export type RunnerMessage = { readonly type: 'state' } | { readonly type: 'stop' };
