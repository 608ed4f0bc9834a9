import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PgBouncer started by a test, pooling in transaction mode in front of one PostgreSQL server. */
export interface TransactionPooler {
  /** `databaseUrl` with its host and port replaced by PgBouncer's. */
  readonly url: string;
  /** What PgBouncer logged so far (connections, errors), to explain a failure. */
  log(): Promise<string>;
  /** Client and server connections PgBouncer holds right now for `database` (its admin console's SHOW). */
  connections(database: string): Promise<{ clients: number; servers: number }>;
  /** Stops PgBouncer and removes its folder. */
  stop(): Promise<void>;
}

export interface TransactionPoolerOptions {
  /** Server connections per database and user, shared by every client connection. */
  readonly poolSize: number;
  /** How long a client may wait for a server connection before PgBouncer fails its query, in seconds. */
  readonly queryWaitTimeoutSeconds?: number;
}

/** The PgBouncer binary on PATH or where Debian's package puts it; null when there is none. */
export function findPgbouncer(): string | null {
  const directories = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin'];
  for (const directory of directories) {
    const candidate = path.join(directory, 'pgbouncer');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

export const noPgbouncerReason =
  'no pgbouncer binary on PATH or in /usr/sbin: the transaction pooling tests are skipped (apt-get install pgbouncer)';

/**
 * Starts PgBouncer as a child process on a free loopback port, pooling in transaction mode every database of the
 * server `databaseUrl` names, as its user; resolves once a query through it answers. PgBouncer refuses to run as root,
 * so as root it runs as `postgres`.
 */
export async function startTransactionPooler(
  binary: string,
  databaseUrl: string,
  { poolSize, queryWaitTimeoutSeconds = 15 }: TransactionPoolerOptions,
): Promise<TransactionPooler> {
  const server = new URL(databaseUrl);
  const user = decodeURIComponent(server.username) || 'postgres';
  const password = decodeURIComponent(server.password);
  const folder = await mkdtemp(path.join(tmpdir(), 'splitpenny-pgbouncer-'));
  const logfile = path.join(folder, 'pgbouncer.log');
  const port = await freePort();
  const serverAddress = [`host=${server.hostname}`, `port=${server.port || '5432'}`];
  if (password !== '') serverAddress.push(`password=${password}`);
  await writeFile(path.join(folder, 'userlist.txt'), `${quoted(user)} ${quoted(password)}\n`);
  await writeFile(
    path.join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = ${serverAddress.join(' ')}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `admin_users = ${user}`,
      `auth_file = ${path.join(folder, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 500',
      `query_wait_timeout = ${queryWaitTimeoutSeconds}`,
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${logfile}`,
      '',
    ].join('\n'),
  );
  const runAs = await unprivilegedUser(folder);
  const child = spawn(binary, [...(runAs === null ? [] : ['-u', runAs]), path.join(folder, 'pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = async (): Promise<string> => readFile(logfile, 'utf8').catch(() => output);
  const stop = async (): Promise<void> => {
    await stopProcess(child);
    await rm(folder, { recursive: true, force: true });
  };

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  try {
    await untilAnswers(url.toString(), child, 10_000);
  } catch (error) {
    const logged = await log();
    await stop();
    throw new Error(`PgBouncer did not start: ${(error as Error).message}\n${output}\n${logged}`, { cause: error });
  }
  const admin = new URL(url);
  admin.pathname = '/pgbouncer';
  const connections = async (database: string): Promise<{ clients: number; servers: number }> => ({
    clients: await countShown(admin.toString(), 'CLIENTS', database),
    servers: await countShown(admin.toString(), 'SERVERS', database),
  });
  return { url: url.toString(), log, connections, stop };
}

/** The rows of the admin console's SHOW CLIENTS or SHOW SERVERS for `database` (simple protocol: no parameters). */
async function countShown(adminUrl: string, list: 'CLIENTS' | 'SERVERS', database: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ database: string }>(`SHOW ${list}`);
    return rows.filter((row) => row.database === database).length;
  } finally {
    await client.end();
  }
}

function quoted(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** As root: `postgres`, given the folder; otherwise null (PgBouncer runs as this user). */
async function unprivilegedUser(folder: string): Promise<string | null> {
  if (process.getuid?.() !== 0) return null;
  let ids: { uid: number; gid: number };
  try {
    ids = {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
    };
  } catch (error) {
    throw new Error('PgBouncer refuses to run as root, and there is no user postgres to run it as', { cause: error });
  }
  await chmod(folder, 0o755);
  await chown(folder, ids.uid, ids.gid);
  for (const file of ['pgbouncer.ini', 'userlist.txt']) await chown(path.join(folder, file), ids.uid, ids.gid);
  return 'postgres';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()));
    });
  });
}

/** Retries `select 1` through PgBouncer until it answers, it exits, or `timeoutMs` passes. */
async function untilAnswers(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.exitCode ?? child.signalCode})`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      last = error;
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer within ${timeoutMs} ms: ${String(last)}`);
}

/** SIGTERM (PgBouncer's immediate shutdown), then SIGKILL should it linger. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
