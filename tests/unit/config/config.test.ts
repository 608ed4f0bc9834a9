import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration from the environment', () => {
  it('defaults to embedded PGlite in ./data on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({ port: 3000, host: '127.0.0.1' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
    expect(config.environment).toBe('development');
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/splitpenny', DATABASE_POOL_SIZE: '20' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db.internal:5432/splitpenny',
      poolSize: 20,
      sessionUrl: 'postgres://app@db.internal:5432/splitpenny',
      preparedStatements: true,
    });
  });

  it('takes a second address for session state and turns prepared statements off, for a transaction pooler', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@pgbouncer.internal:6432/splitpenny',
      DATABASE_SESSION_URL: 'postgres://app@db.internal:5432/splitpenny',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(config.database).toMatchObject({
      url: 'postgres://app@pgbouncer.internal:6432/splitpenny',
      sessionUrl: 'postgres://app@db.internal:5432/splitpenny',
      preparedStatements: false,
    });
  });

  it('counts rate limits in Redis only when REDIS_URL is set (an empty one is unset)', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://:secret@cache.internal:6379/2' }).redisUrl).toBe(
      'redis://:secret@cache.internal:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisUrl).toBe('rediss://cache.internal:6380');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each<[string, NodeJS.ProcessEnv, string]>([
    ['a port that is not a number', { PORT: 'eighty' }, 'PORT must be a number'],
    ['a port out of range', { PORT: '70000' }, 'PORT must be between 0 and 65535'],
    ['a fractional port', { PORT: '80.5' }, 'PORT must be a whole number'],
    [
      'a database URL of another kind',
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
    ],
    ['a database URL that is not a URL', { DATABASE_URL: 'localhost' }, 'DATABASE_URL must be a PostgreSQL URL'],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['an unknown environment', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['a pool of zero', { DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be at least 1'],
    [
      'a Redis URL of another kind',
      { REDIS_URL: 'http://127.0.0.1:6379' },
      'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379',
    ],
    ['a Redis address without a scheme', { REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL must be a Redis URL'],
    ['a Redis URL without a host', { REDIS_URL: 'redis:///0' }, 'REDIS_URL must be a Redis URL'],
    [
      'a session URL without DATABASE_URL',
      { DATABASE_SESSION_URL: 'postgres://app@db.internal:5432/splitpenny' },
      'DATABASE_SESSION_URL needs DATABASE_URL',
    ],
    ['a session URL of another kind', { DATABASE_SESSION_URL: 'mysql://db/x' }, 'DATABASE_SESSION_URL must be'],
    [
      'prepared statements neither on nor off',
      { DATABASE_PREPARED_STATEMENTS: 'maybe' },
      'DATABASE_PREPARED_STATEMENTS',
    ],
  ])('refuses %s, naming the variable', (_name, env, expected) => {
    expect(problemsOf(env).join('\n')).toContain(expected);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'nope' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'DATABASE_URL', 'LOG_LEVEL']);
  });
});

describe('SESSION_PRICES', () => {
  const table = {
    version: '2027-01',
    minimumSessions: 500,
    maximumSessions: 50_000,
    tiers: [
      { upTo: 5_000, pencePer1000: 600 },
      { upTo: null, pencePer1000: 450 },
    ],
  };

  it('defaults to the built-in table, and takes a JSON table in its place', () => {
    expect(loadConfig({}).prices.version).toBe('2026-11');
    expect(loadConfig({ SESSION_PRICES: JSON.stringify(table) }).prices).toEqual({ ...table, currency: 'GBP' });
  });

  it.each([
    ['not JSON', '{tiers', 'SESSION_PRICES must be JSON'],
    ['a table that does not hold together', JSON.stringify({ ...table, tiers: [] }), 'at least one price tier'],
    ['a table without a version', JSON.stringify({ ...table, version: '' }), 'needs a version'],
  ])('refuses %s, naming the variable', (_name, value, expected) => {
    expect(() => loadConfig({ SESSION_PRICES: value })).toThrow(expected);
  });
});

describe('Stripe', () => {
  it('takes payments locally unless a Stripe key and its webhook secret are both set', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'local' });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz789' }).payments).toEqual(
      { provider: 'stripe', secretKey: 'sk_live_abc123', webhookSecret: 'whsec_xyz789', apiUrl: null },
    );
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together'],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    ],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'abc' }, 'STRIPE_WEBHOOK_SECRET must be'],
  ])('refuses %j, saying why', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(expected);
  });
});

describe('API_KEY_RATE_LIMIT', () => {
  it('allows each API key 600 requests a minute unless set', () => {
    expect(loadConfig({}).apiKeyRateLimitPerMinute).toBe(600);
    expect(loadConfig({ API_KEY_RATE_LIMIT: '1200' }).apiKeyRateLimitPerMinute).toBe(1200);
  });

  it.each([
    ['0', 'API_KEY_RATE_LIMIT must be at least 1'],
    ['lots', 'API_KEY_RATE_LIMIT must be a number'],
    ['2.5', 'API_KEY_RATE_LIMIT must be a whole number'],
  ])('refuses %s, naming the variable', (value, expected) => {
    expect(problemsOf({ API_KEY_RATE_LIMIT: value })).toEqual([expected]);
  });
});

describe('the job queue and email delivery', () => {
  it('runs the jobs in the server and tries each email 8 times from a minute apart, unless set', () => {
    const defaults = loadConfig({});
    expect(defaults.runJobs).toBe(true);
    expect(defaults.mail).toMatchObject({ maxAttempts: 8, retryDelaySeconds: 60 });
    const set = loadConfig({ RUN_JOBS: 'false', EMAIL_MAX_ATTEMPTS: '3', EMAIL_RETRY_DELAY_SECONDS: '5' });
    expect(set.runJobs).toBe(false);
    expect(set.mail).toMatchObject({ maxAttempts: 3, retryDelaySeconds: 5 });
  });

  it.each([
    [{ RUN_JOBS: 'sometimes' }, 'RUN_JOBS must be true or false'],
    [{ EMAIL_MAX_ATTEMPTS: '0' }, 'EMAIL_MAX_ATTEMPTS must be at least 1'],
    [{ EMAIL_RETRY_DELAY_SECONDS: 'soon' }, 'EMAIL_RETRY_DELAY_SECONDS must be a number'],
  ])('refuses %j, naming the variable', (env, expected) => {
    expect(problemsOf(env)).toEqual([expected]);
  });
});

describe('safe defaults for operators', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz789' };
  const postgres = { DATABASE_URL: 'postgres://app@db.internal:5432/splitpenny' };

  it.each<[string, NodeJS.ProcessEnv]>([
    ['NODE_ENV unset', {}],
    ['development', { NODE_ENV: 'development' }],
    ['production', { NODE_ENV: 'production', ...postgres, ...stripe }],
  ])('neither serves the mailbox nor seeds the demo unless asked, with %s', (_name, env) => {
    const config = loadConfig(env);
    expect(config.devMailbox).toBe(false);
    expect(config.demo.atStart).toBe(false);
    const asked = loadConfig({ ...env, DEV_MAILBOX: 'true', SEED_DEMO: 'true' });
    expect(asked.devMailbox).toBe(true);
    expect(asked.demo.atStart).toBe(true);
  });

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])('serves the mailbox on HOST %s', (host) => {
    expect(loadConfig({ DEV_MAILBOX: 'true', HOST: host }).devMailbox).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'splitpenny.example'])('refuses the mailbox on HOST %s', (host) => {
    expect(problemsOf({ DEV_MAILBOX: 'true', HOST: host }).join('\n')).toContain(
      `DEV_MAILBOX needs HOST on a loopback address (127.0.0.1, ::1 or localhost), not ${host}`,
    );
    expect(loadConfig({ HOST: host }).devMailbox).toBe(false);
  });

  it('refuses production without DATABASE_URL, unless DATA_DIR asks for the embedded database', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...stripe })).toEqual([
      'DATABASE_URL must be set in production (or DATA_DIR, to keep the embedded PGlite database there on purpose)',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', ...stripe, ...postgres }).database.kind).toBe('postgres');
    expect(loadConfig({ NODE_ENV: 'production', ...stripe, DATA_DIR: '/srv/splitpenny' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/srv/splitpenny',
    });
    expect(loadConfig({}).database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
  });

  it('refuses production without Stripe keys, unless LOCAL_PAYMENTS asks for the local checkout', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...postgres })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in production ' +
        '(or LOCAL_PAYMENTS=true for the local test-mode checkout, which takes no money)',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', ...postgres, LOCAL_PAYMENTS: 'true' }).payments).toEqual({
      provider: 'local',
    });
    expect(loadConfig({ NODE_ENV: 'production', ...postgres, ...stripe }).payments.provider).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({ provider: 'local' });
  });

  it('names every unsafe combination at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DEV_MAILBOX: 'true', HOST: '0.0.0.0' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['DATABASE_URL', 'STRIPE_SECRET_KEY', 'DEV_MAILBOX']);
  });
});
