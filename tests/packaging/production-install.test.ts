import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What a production deploy has: package.json, the lockfile and the built dist/, with only `dependencies` installed
 * (`npm ci --omit=dev`). The server must start and answer from that alone, as plain JavaScript.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port was given');
  return address.port;
}

async function waitForHealth(url: string, server: ChildProcess, stderr: () => string): Promise<Response> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}: ${stderr()}`);
    const response = await fetch(`${url}/healthz`).catch(() => null);
    if (response !== null) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /healthz within 60 s: ${stderr()}`);
}

describe('a production install: npm ci --omit=dev and the built dist/', () => {
  const deploy = mkdtempSync(path.join(tmpdir(), 'splitpenny-deploy-'));
  const server = { process: undefined as ChildProcess | undefined, url: '', stderr: '' };

  beforeAll(async () => {
    if (!existsSync(path.join(root, 'dist', 'server', 'splitpenny.js'))) {
      throw new Error('dist/server is missing: run `npm run build` before this test');
    }
    for (const file of ['package.json', 'package-lock.json', 'dist']) {
      cpSync(path.join(root, file), path.join(deploy, file), { recursive: true });
    }
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: deploy,
      maxBuffer: 16 * 1024 * 1024,
    });
    const port = await freePort();
    server.url = `http://127.0.0.1:${port}`;
    server.process = spawn(process.execPath, ['--enable-source-maps', 'dist/server/splitpenny.js', 'serve'], {
      cwd: deploy,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(deploy, 'data'),
        // Production refuses the local checkout unless asked for: this install has no Stripe account.
        LOCAL_PAYMENTS: 'true',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.process.stderr?.on('data', (chunk: Buffer) => (server.stderr += chunk.toString()));
  });

  afterAll(async () => {
    const child = server.process;
    if (child !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(deploy, { recursive: true, force: true });
  });

  it('installs no build or test tool', () => {
    for (const tool of ['vite', 'tsx', 'vitest', 'esbuild', 'typescript', '@playwright/test', 'react']) {
      expect(existsSync(path.join(deploy, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it('starts the server, which answers its health check, a public page and the tracking script', async () => {
    const health = await waitForHealth(server.url, server.process!, () => server.stderr);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up' });

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<h1[^>]*>/);

    const tracker = await fetch(`${server.url}/scripts/tracking/track.js`);
    expect(tracker.status).toBe(200);
    expect(tracker.headers.get('content-type')).toMatch(/javascript/);
  });

  it('runs the command line: --help lists the commands', async () => {
    const { stdout } = await run(process.execPath, ['dist/server/splitpenny.js', '--help'], { cwd: deploy });
    for (const command of ['serve', 'migrate', 'seed', 'topup', 'payout']) expect(stdout).toContain(command);
  });
});
