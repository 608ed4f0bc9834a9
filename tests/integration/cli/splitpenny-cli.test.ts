import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('exits non-zero on an unknown command and says which', async () => {
    const run = await runCli(['frobnicate']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("unknown command 'frobnicate'");
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

  it('serves until SIGTERM, then shuts down cleanly', async () => {
    const server = await startServe(database.env);
    const health = await fetch(`${server.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  });
});
