import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageVersion } from '../../../adapters/config/project-root';
import { migrations } from '../../../migrations/index';
import { runCli, startServe } from '../../support/run-cli';
import { createTestDatabase, testDialect, type TestDatabase } from '../../support/test-database';

/** The database settings for a child process: a fresh empty database of this project's dialect. */
async function freshDatabaseEnv(): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  if (testDialect() === 'postgres') {
    const testDb: TestDatabase = await createTestDatabase({ empty: true });
    return { env: { DATABASE_URL: testDb.url ?? '' }, dispose: () => testDb.dispose() };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'splitpenny-cli-'));
  return { env: { DATA_DIR: dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
}

describe(`splitpenny CLI on ${testDialect()}`, () => {
  let database: Awaited<ReturnType<typeof freshDatabaseEnv>>;
  beforeAll(async () => {
    database = await freshDatabaseEnv();
  });
  afterAll(async () => database.dispose());

  it('lists its commands with --help', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('serve');
    expect(run.stdout).toContain('migrate');
  });

  it('prints its version with --version', async () => {
    const run = await runCli(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${packageVersion()}\n`);
    expect(run.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('exits 2 on an unknown command and says which', async () => {
    const run = await runCli(['frobnicate']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("unknown command 'frobnicate'");
  });

  it.each([
    ['an unknown option', ['topup', '--everyone'], "unknown option '--everyone'"],
    ['a missing option value', ['payout', '--csv'], "option '--csv <FILE>' argument missing"],
    ['no command at all', [], 'Usage: splitpenny'],
  ])('exits 2 on %s', async (_name, args, expected) => {
    const run = await runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(expected);
  });

  it('migrates an empty database, then reports it up to date', async () => {
    const first = await runCli(['migrate'], database.env);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const names = Object.keys(migrations);
    expect(first.stdout).toContain(`Applied ${names.length} migration(s)`);
    for (const name of names) expect(first.stdout).toContain(name);

    const second = await runCli(['migrate'], database.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Already up to date');
  });

  it('refuses to start with bad configuration and names every bad variable', async () => {
    const run = await runCli(['migrate'], { PORT: 'eighty', DATABASE_URL: 'mysql://localhost/db', LOG_LEVEL: 'loud' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PORT must be a number');
    expect(run.stderr).toContain(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
    );
    expect(run.stderr).toContain('LOG_LEVEL');
  });

  it('seeds the demo owner and their live test once, then finds them there', async () => {
    const first = await runCli(['seed'], { ...database.env, DEMO_PORT: '3999' });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Created: a live test on http://localhost:3999/');
    expect(first.stdout).toContain('demo@splitpenny.test');

    const second = await runCli(['seed'], { ...database.env, DEMO_PORT: '3999' });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Already there, nothing changed');
  });

  /** Stops a server started by startServe and waits for it to exit. */
  async function stop(server: Awaited<ReturnType<typeof startServe>>): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    return exited;
  }

  it('serves neither the mailbox nor the demo, and warns of nothing, unless asked', async () => {
    const server = await startServe({ ...database.env, NODE_ENV: 'development' });
    const mailbox = await fetch(`${server.url}/dev/mailbox`, { headers: { accept: 'application/json' } });
    expect(mailbox.status).toBe(404);
    expect(await stop(server)).toBe(0);
    expect(server.output()).not.toContain('demo shop at');
    expect(server.output()).not.toContain(' is on: ');
  });

  // The demo shop's pages come from the build (dist/demo): --seed-demo is covered by tests/unit/cli/serve-flags.
  it('serves the mailbox when --dev-mailbox asks, warning of it at start', async () => {
    const server = await startServe({ ...database.env, NODE_ENV: 'development' }, ['--dev-mailbox']);
    const mailbox = await fetch(`${server.url}/dev/mailbox`, { headers: { accept: 'text/html' } });
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain('<h1>Mailbox</h1>');
    expect(await stop(server)).toBe(0);
    expect(server.output()).toContain('DEV_MAILBOX is on: /dev/mailbox shows every email');
  });

  it.runIf(testDialect() === 'pglite')(
    'refuses to open the embedded database while a server has it open, and opens it once the server stops',
    async () => {
      const server = await startServe(database.env);
      const beside = await runCli(['topup', '--dry-run'], database.env);
      expect(beside.code).toBe(1);
      expect(beside.stderr).toContain('is open in another process, such as a running `npm start`');
      expect(beside.stderr).not.toMatch(/\n\s+at /);
      const second = await runCli(['serve'], { ...database.env, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('is open in another process');

      expect(await stop(server)).toBe(0);
      const after = await runCli(['topup', '--dry-run'], database.env);
      expect(after.code, after.stderr).toBe(0);
      expect(after.stdout).toContain('account(s) below the level');
    },
    // Four processes started one after another, each loading the TypeScript sources.
    90_000,
  );

  it('refuses the mailbox on a public interface', async () => {
    const run = await runCli(['serve', '--dev-mailbox'], { ...database.env, HOST: '0.0.0.0' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DEV_MAILBOX needs HOST on a loopback address');
  });

  it('refuses production without DATABASE_URL or Stripe keys, and migrates nothing', async () => {
    const run = await runCli(['migrate'], { NODE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL must be set in production');
    expect(run.stderr).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set in production');
    expect(run.stdout).toBe('');
  });

  it('serves until SIGTERM, then shuts down cleanly', async () => {
    const server = await startServe(database.env);
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
    expect(server.output().match(/listening/gi)).toEqual(['listening']);
    // Piped (as a log collector reads it), every line is one JSON entry.
    const lines = server.output().trim().split('\n');
    expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
  });

  it('writes coloured one-line entries for a person when LOG_FORMAT is pretty', async () => {
    const server = await startServe({ ...database.env, LOG_FORMAT: 'pretty' });
    await fetch(`${server.url}/healthz`);
    expect(await stop(server)).toBe(0);
    expect(server.output()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Splitpenny is listening on http/m);
    expect(server.output()).not.toMatch(/^\{/m);
  });
});
