import path from 'node:path';
import { z } from 'zod';
import { defaultPriceTable, priceTableProblem, type PriceTable } from '../../domain/payments/price-table';
import { isLoopbackHost } from './loopback';
import { findProjectRoot } from './project-root';
import { trustProxySetting, type TrustedProxies } from './trusted-proxies';

export type LogFormat = 'json' | 'pretty';

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const postgresUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^postgres(ql)?:\/\//.test(value),
    'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
  );

const redisUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^rediss?:\/\/[^/]/.test(value),
    'must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS, redis://:password@host:6379/0)',
  );

const emptyAsUndefined = (value: unknown): unknown => (value === '' ? undefined : value);

const httpUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^https?:\/\//.test(value),
    'must be a URL such as https://splitpenny.example',
  );

/** CORS_ORIGINS: origins such as https://admin.example.com, comma-separated, each with no path. */
const originList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== ''),
  )
  .superRefine((values, context) => {
    for (const value of values.filter((candidate) => !isOrigin(candidate))) {
      context.addIssue({
        code: 'custom',
        message: `has "${value}", which is not an origin: write each as https://host or https://host:port, comma-separated`,
      });
    }
  })
  .transform((values) => [...new Set(values.map((value) => new URL(value).origin))]);

/** An http(s) scheme, host and optional port, and nothing else (a trailing slash is let pass). */
function isOrigin(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
}

/** INGEST_LOG_URL: one NATS server URL, or several comma-separated (a cluster). */
const natsUrls = z
  .string()
  .refine(
    (value) => value.split(',').every((url) => URL.canParse(url.trim()) && /^(nats|tls):\/\//.test(url.trim())),
    'must be a NATS URL such as nats://127.0.0.1:4222 (several comma-separated for a cluster)',
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const wholeNumber = (min: number) =>
  z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`);

/** SESSION_PRICES: a JSON price table, e.g. {"version":"2027-01","minimumSessions":1000,…} (docs/operations.md). */
const priceTable = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON (a price table, see docs/operations.md)' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      version: z.string().min(1, 'needs a version'),
      minimumSessions: z.number(),
      maximumSessions: z.number(),
      tiers: z.array(z.object({ upTo: z.number().nullable(), pencePer1000: z.number() })),
    }),
  )
  .transform((table): PriceTable => ({ ...table, currency: 'GBP' }))
  .superRefine((table, context) => {
    const problem = priceTableProblem(table);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  REDIS_URL: z.preprocess(emptyAsUndefined, redisUrl.optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(10),
  DATABASE_SESSION_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATABASE_PREPARED_STATEMENTS: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  // Optional rather than defaulted: in production only an explicit DATA_DIR asks for the embedded database.
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1, 'must not be empty').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.preprocess(emptyAsUndefined, z.enum(['json', 'pretty']).optional()),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxySetting.optional()),
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, originList.default([])),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^smtps?:\/\//.test(value),
        'must be a URL such as smtps://user:password@smtp.example.com:465',
      )
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as Splitpenny <hello@splitpenny.com>')
    .default('Splitpenny <hello@splitpenny.com>'),
  CONTACT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .pipe(z.email('must be an email address such as hello@splitpenny.com'))
      .default('hello@splitpenny.com'),
  ),
  MONTHLY_TOPUP_LEVEL: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .default(1000),
  BEGINNER_MAX_CASES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(200),
  TOPUP_SCHEDULE: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  RUN_JOBS: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  EMAIL_MAX_ATTEMPTS: wholeNumber(1).default(8),
  EMAIL_RETRY_DELAY_SECONDS: wholeNumber(1).default(60),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  SIGNUP_RATE_LIMIT: wholeNumber(1).default(10),
  SESSION_REVOCATION_REFRESH_MS: wholeNumber(100).default(2000),
  TRACKING_RATE_LIMIT: wholeNumber(1).default(600),
  NEW_VISITORS_PER_NETWORK_PER_HOUR: wholeNumber(0).default(100),
  API_KEY_RATE_LIMIT: wholeNumber(1).default(600),
  TRACKING_CONFIG_CACHE_MS: wholeNumber(0).default(1000),
  RESULTS_CACHE_MS: wholeNumber(0).default(1000),
  DECISION_CHECK_SECONDS: wholeNumber(1).max(3600, 'must be at most 3600').default(60),
  WEBHOOK_ALLOW_LOOPBACK: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  TRACKING_BATCH_MS: wholeNumber(0).default(2),
  EVENT_RETENTION_DAYS: wholeNumber(1).default(90),
  INGEST_LOG_URL: z.preprocess(emptyAsUndefined, natsUrls.optional()),
  INGEST_LOG_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a stream name of letters, digits, - and _ (at most 64)')
    .default('splitpenny-events'),
  INGEST_LOG_PARTITIONS: wholeNumber(1).max(1024, 'must be at most 1024').default(16),
  INGEST_LOG_MAX_AGE_HOURS: wholeNumber(1).default(168),
  INGEST_LOG_REPLICAS: wholeNumber(1).max(5, 'must be at most 5').default(1),
  INGEST_WORKER_IN_PROCESS: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  INGEST_FOLD_BATCH: wholeNumber(1).max(5000, 'must be at most 5000').default(500),
  DEMO_PORT: z.preprocess(emptyAsUndefined, port.optional()),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  DEV_MAILBOX: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  LOCAL_PAYMENTS: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  SESSION_PRICES: z.preprocess(emptyAsUndefined, priceTable.optional()),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      // Two for two endpoints at the same address: the account's own events and its connected accounts' (Connect).
      .regex(/^whsec_\w+(,\s*whsec_\w+)*$/, "must be the webhook endpoints' signing secrets (whsec_…, comma-separated)")
      .optional(),
  ),
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  METRICS_PORT: z.preprocess(emptyAsUndefined, port.optional()),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters (scrapers send it as a bearer token)')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (scrapers send it as a bearer token)')
      .optional(),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^https?:\/\//.test(value),
        'must be the URL of an OTLP/HTTP collector such as http://collector:4318 (traces go to its /v1/traces)',
      )
      .optional(),
  ),
  OTEL_SERVICE_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).default('splitpenny')),
});

export interface Config {
  readonly environment: 'development' | 'production' | 'test';
  readonly http: { readonly port: number; readonly host: string };
  readonly database:
    | {
        readonly kind: 'postgres';
        readonly url: string;
        readonly poolSize: number;
        /** For connections that keep session state (LISTEN, ingest partition leases): DATABASE_SESSION_URL or the URL. */
        readonly sessionUrl: string;
        readonly preparedStatements: boolean;
      }
    | { readonly kind: 'pglite'; readonly dataDir: string };
  /**
   * Where every process counts rate limits (REDIS_URL); null: in PostgreSQL when the database is, otherwise (the
   * embedded database, one process) in memory.
   */
  readonly redisUrl: string | null;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** JSON lines for a log collector, or coloured lines for a person; unset: pretty on a terminal, JSON otherwise. */
  readonly logFormat: LogFormat | null;
  /** The built web app (`npm run build`), served with a fallback to index.html for client routes; null: API only. */
  readonly webDistDir: string | null;
  /** The built tracking script (`npm run build`), served at /scripts/tracking/track.js. */
  readonly trackerScriptFile: string;
  /** The demo shop's pages (web/demo). */
  readonly demoShopDir: string;
  /** Where people reach the app: the base of links in emails. */
  readonly publicUrl: string;
  /**
   * The proxies in front of the server (TRUST_PROXY): their X-Forwarded-For gives the client's address (rate limits
   * and the new visitors of a network count per client) and their X-Forwarded-Proto whether it came over HTTPS (HSTS
   * is sent only then). Anything else the header says, the client wrote.
   */
  readonly trustProxy: TrustedProxies;
  /** Origins besides the public URL's whose pages may call /graphql from a browser, with credentials (CORS). */
  readonly corsOrigins: readonly string[];
  /** Signs access tokens; null: a random one generated once and kept in the database. */
  readonly jwtSecret: string | null;
  readonly mail: {
    readonly smtpUrl: string | null;
    readonly from: string;
    /** Attempts at each email in all, before it is given up as failed (EMAIL_MAX_ATTEMPTS). */
    readonly maxAttempts: number;
    /** The wait before the first retry, doubling (with jitter) to at most an hour (EMAIL_RETRY_DELAY_SECONDS). */
    readonly retryDelaySeconds: number;
  };
  /**
   * Serve /dev/mailbox, the emails kept in the outbox with every reset link (DEV_MAILBOX): only ever asked for
   * explicitly, only with HOST on a loopback address, and answered only to requests from this machine.
   */
  readonly devMailbox: boolean;
  /** Where messages from the contact form are emailed (CONTACT_EMAIL). */
  readonly contactEmail: string;
  readonly sessions: { readonly monthlyTopUpLevel: number; readonly beginnerMaxCases: number };
  /** Schedule the monthly top-up on the job queue, hourly (off when cron runs `splitpenny topup` instead). */
  readonly topUpSchedule: boolean;
  /**
   * `serve` runs the job queue's worker in its own process (RUN_JOBS, the default): off on web processes when
   * `splitpenny worker` processes run the jobs.
   */
  readonly runJobs: boolean;
  /** Login and password-reset attempts allowed per minute, per client IP and per email. */
  readonly authRateLimitPerMinute: number;
  /**
   * Sign-up attempts allowed per sliding hour per client network, whether the address was free or taken: what one
   * client can make accounts at, and learn which addresses have one at.
   */
  readonly signupRateLimitPerHour: number;
  /** How often each process reads the sessions other processes revoked: how long a logged-out token may linger. */
  readonly sessionRevocationRefreshMs: number;
  /** Requests to /graphql each API key may make a minute, counted per key and shared by every server process. */
  readonly apiKeyRateLimitPerMinute: number;
  /**
   * How long a test's results, once read, are answered from memory (0: never, though requests at the same moment still
   * share one read). The owner's changes and the sessions and events this process counts clear them at once; those
   * counted by another process show once it has passed.
   */
  readonly resultsCacheMs: number;
  /**
   * How long after this process counts sessions or events in a test its verdict is checked at most
   * (DECISION_CHECK_SECONDS), so a decided test stops charging soon; a sweep every few minutes checks the rest.
   */
  readonly decisionCheckSeconds: number;
  /**
   * Webhooks may reach this machine's loopback addresses (WEBHOOK_ALLOW_LOOPBACK): for development and tests, whose
   * receivers listen there. Refused with NODE_ENV=production. Private networks are never reachable.
   */
  readonly webhookAllowLoopback: boolean;
  readonly tracking: {
    /** Requests per minute per client network to each /api/track endpoint, shared by every server process. */
    readonly rateLimitPerMinute: number;
    /**
     * New visitors one client network (an IPv4 address, an IPv6 /64) may bring in the last hour, sliding, charged in
     * all owners' tests together and counted in the database by every process (NEW_VISITORS_PER_NETWORK_PER_HOUR);
     * past it they are refused and never charged. Null (0): no limit.
     */
    readonly newVisitorsPerNetworkPerHour: number | null;
    /**
     * How long a page's config is served from memory (0: never); a change to a test or an owner's balance made by any
     * process clears it (heard through the database).
     */
    readonly configCacheMs: number;
    /** How long enrolments and event batches wait to share one transaction with others (0: the next tick). */
    readonly batchWindowMs: number;
    readonly eventRetentionDays: number;
  };
  /**
   * The event log (INGEST_LOG_URL): event batches are answered once JetStream stored them, and ingest workers fold
   * them into the rollups; null: each batch is counted in the database before it is answered.
   */
  readonly ingestLog: {
    readonly url: string;
    readonly stream: string;
    readonly partitions: number;
    readonly maxAgeMs: number;
    readonly duplicateWindowMs: number;
    readonly replicas: number;
    /** Whether `serve` runs an ingest worker itself (off where `splitpenny ingest-worker` processes run). */
    readonly inProcessWorker: boolean;
    /** The most messages a worker folds in one transaction. */
    readonly foldBatch: number;
  } | null;
  /**
   * The demo shop, on its own port (a second origin, like a customer's site). When `atStart`, the server seeds the
   * demo owner with a live test on it (once) and serves it; `splitpenny seed` seeds it either way. Off unless
   * SEED_DEMO (or `serve --seed-demo`) asks: the demo owner's password is printed in the README.
   */
  readonly demo: { readonly port: number; readonly atStart: boolean };
  /** The bearer token /metrics asks for (METRICS_TOKEN); null: /metrics answers requests from this machine only. */
  readonly metricsToken: string | null;
  /**
   * The port `splitpenny worker` and `splitpenny ingest-worker` serve /metrics, /livez and /readyz on, on HOST
   * (METRICS_PORT; 0: any free port, logged); null: they serve nothing. Web processes serve /metrics on PORT.
   */
  readonly metricsPort: number | null;
  /**
   * Where traces go (OTLP over HTTP, OTEL_EXPORTER_OTLP_ENDPOINT, e.g. http://collector:4318; spans are sent to its
   * /v1/traces), and the service name they carry; null: no tracing at all.
   */
  readonly tracing: { readonly endpoint: string; readonly serviceName: string } | null;
  /** What sessions cost (SESSION_PRICES, or the default table in domain/payments/price-table.ts). */
  readonly prices: PriceTable;
  /**
   * Who takes payments: Stripe when STRIPE_SECRET_KEY is set (with its webhook secret; `apiUrl` a stand-in of its
   * API, for tests), otherwise the local test-mode checkout (in production only with LOCAL_PAYMENTS=true).
   */
  readonly payments:
    | { readonly provider: 'local' }
    | {
        readonly provider: 'stripe';
        readonly secretKey: string;
        readonly webhookSecret: string;
        readonly apiUrl: string | null;
      };
}

/** Thrown once at start-up; its message names every bad variable, so the operator can fix all of them at once. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** How long the event log remembers a batch's id: a publish retried within it is stored once. */
const ingestDuplicateWindowMs = 120_000;

const projectRoot = findProjectRoot(import.meta.dirname);

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const vars = parsed.data;
  const problems = combinationProblems(vars);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    environment: vars.NODE_ENV,
    http: { port: vars.PORT, host: vars.HOST },
    database:
      vars.DATABASE_URL === undefined
        ? { kind: 'pglite', dataDir: path.resolve(vars.DATA_DIR ?? './data') }
        : {
            kind: 'postgres',
            url: vars.DATABASE_URL,
            poolSize: vars.DATABASE_POOL_SIZE,
            sessionUrl: vars.DATABASE_SESSION_URL ?? vars.DATABASE_URL,
            preparedStatements: vars.DATABASE_PREPARED_STATEMENTS,
          },
    redisUrl: vars.REDIS_URL ?? null,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT ?? null,
    webDistDir: path.join(projectRoot, 'dist', 'web'),
    trackerScriptFile: path.join(projectRoot, 'dist', 'track', 'track.js'),
    demoShopDir: path.join(projectRoot, 'dist', 'demo'),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    trustProxy: vars.TRUST_PROXY ?? { kind: 'none' },
    corsOrigins: vars.CORS_ORIGINS,
    jwtSecret: vars.JWT_SECRET ?? null,
    mail: {
      smtpUrl: vars.SMTP_URL ?? null,
      from: vars.MAIL_FROM,
      maxAttempts: vars.EMAIL_MAX_ATTEMPTS,
      retryDelaySeconds: vars.EMAIL_RETRY_DELAY_SECONDS,
    },
    devMailbox: vars.DEV_MAILBOX,
    contactEmail: vars.CONTACT_EMAIL,
    sessions: { monthlyTopUpLevel: vars.MONTHLY_TOPUP_LEVEL, beginnerMaxCases: vars.BEGINNER_MAX_CASES },
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT,
    signupRateLimitPerHour: vars.SIGNUP_RATE_LIMIT,
    sessionRevocationRefreshMs: vars.SESSION_REVOCATION_REFRESH_MS,
    apiKeyRateLimitPerMinute: vars.API_KEY_RATE_LIMIT,
    resultsCacheMs: vars.RESULTS_CACHE_MS,
    decisionCheckSeconds: vars.DECISION_CHECK_SECONDS,
    webhookAllowLoopback: vars.WEBHOOK_ALLOW_LOOPBACK,
    topUpSchedule: vars.TOPUP_SCHEDULE,
    runJobs: vars.RUN_JOBS,
    tracking: {
      rateLimitPerMinute: vars.TRACKING_RATE_LIMIT,
      newVisitorsPerNetworkPerHour:
        vars.NEW_VISITORS_PER_NETWORK_PER_HOUR === 0 ? null : vars.NEW_VISITORS_PER_NETWORK_PER_HOUR,
      configCacheMs: vars.TRACKING_CONFIG_CACHE_MS,
      batchWindowMs: vars.TRACKING_BATCH_MS,
      eventRetentionDays: vars.EVENT_RETENTION_DAYS,
    },
    ingestLog:
      vars.INGEST_LOG_URL === undefined
        ? null
        : {
            url: vars.INGEST_LOG_URL,
            stream: vars.INGEST_LOG_STREAM,
            partitions: vars.INGEST_LOG_PARTITIONS,
            maxAgeMs: vars.INGEST_LOG_MAX_AGE_HOURS * 3_600_000,
            duplicateWindowMs: ingestDuplicateWindowMs,
            replicas: vars.INGEST_LOG_REPLICAS,
            inProcessWorker: vars.INGEST_WORKER_IN_PROCESS,
            foldBatch: vars.INGEST_FOLD_BATCH,
          },
    // Never by default, whatever NODE_ENV says: `npm start` asks for it with `serve --seed-demo`.
    demo: { port: vars.DEMO_PORT ?? 3001, atStart: vars.SEED_DEMO },
    prices: vars.SESSION_PRICES ?? defaultPriceTable,
    metricsToken: vars.METRICS_TOKEN ?? null,
    metricsPort: vars.METRICS_PORT ?? null,
    tracing:
      vars.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
        ? null
        : { endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''), serviceName: vars.OTEL_SERVICE_NAME },
    payments:
      vars.STRIPE_SECRET_KEY === undefined || vars.STRIPE_WEBHOOK_SECRET === undefined
        ? { provider: 'local' }
        : {
            provider: 'stripe',
            secretKey: vars.STRIPE_SECRET_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            apiUrl: vars.STRIPE_API_URL ?? null,
          },
  };
}

type EnvironmentVariables = z.infer<typeof environmentSchema>;

/**
 * Settings that are each valid but unsafe together, all reported at once: a production deploy that would silently
 * create an embedded database or take no money, or a mailbox of reset links on a public interface.
 */
function combinationProblems(vars: EnvironmentVariables): string[] {
  const problems: string[] = [];
  const stripeKeys = [vars.STRIPE_SECRET_KEY, vars.STRIPE_WEBHOOK_SECRET].filter((v) => v !== undefined).length;
  if (stripeKeys === 1) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take payments with Stripe, or neither',
    );
  }
  if (vars.DATABASE_SESSION_URL !== undefined && vars.DATABASE_URL === undefined) {
    problems.push('DATABASE_SESSION_URL needs DATABASE_URL: it is a second address of the same PostgreSQL database');
  }
  const production = vars.NODE_ENV === 'production';
  if (production && vars.DATABASE_URL === undefined && vars.DATA_DIR === undefined) {
    problems.push(
      'DATABASE_URL must be set in production (or DATA_DIR, to keep the embedded PGlite database there on purpose)',
    );
  }
  if (production && stripeKeys === 0 && !vars.LOCAL_PAYMENTS) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in production ' +
        '(or LOCAL_PAYMENTS=true for the local test-mode checkout, which takes no money)',
    );
  }
  if (production && vars.WEBHOOK_ALLOW_LOOPBACK) {
    problems.push(
      "WEBHOOK_ALLOW_LOOPBACK is for development and tests: in production webhooks must not reach this server's own " +
        'addresses',
    );
  }
  if (vars.DEV_MAILBOX && !isLoopbackHost(vars.HOST)) {
    problems.push(
      `DEV_MAILBOX needs HOST on a loopback address (127.0.0.1, ::1 or localhost), not ${vars.HOST}: ` +
        'the mailbox shows every email, password reset links included',
    );
  }
  return problems;
}
