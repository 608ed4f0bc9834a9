import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { TrackingConfig } from '../../domain/tracking/tracking-protocol';
import { startServe } from './run-cli';
import { browserUserAgent } from './visitor-browser';

/** A `splitpenny serve` running as its own OS process. */
export interface ServerProcess {
  readonly url: string;
  readonly output: () => string;
  /** SIGTERM, then waits for the process to exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** Starts `count` server processes on the same database and settings, side by side. */
export async function startServerProcesses(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(Array.from({ length: count }, () => startServe(env)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [serverOf(result.value)] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}

function serverOf(started: { child: ChildProcess; url: string; output: () => string }): ServerProcess {
  const { child, url, output } = started;
  return {
    url,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A fresh client address (IPv6 documentation range, random: counts kept in Redis outlive a run) for servers started
 * with TRUST_PROXY=1 (the test is the one proxy, its X-Forwarded-For the client), so that each request or test has its
 * own rate limit budget.
 */
export function newClientAddress(): string {
  const groups = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `2001:db8:${groups.join(':')}::1`;
}

/** GET /api/track/config of a page from `server`, as a new client's browser. */
export async function configFrom(
  server: ServerProcess,
  site: string,
  pageUrl: string,
  client = newClientAddress(),
): Promise<TrackingConfig> {
  const query = new URLSearchParams({ site, url: pageUrl });
  const response = await fetch(`${server.url}/api/track/config?${query.toString()}`, {
    headers: { 'user-agent': browserUserAgent, 'x-forwarded-for': client },
  });
  if (response.status !== 200) throw new Error(`config answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TrackingConfig;
}

/** POSTs a GraphQL operation to `server` as the owner of `token`, and gives its data (throwing on errors). */
export async function graphqlOn<Data>(
  server: ServerProcess,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Data> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  if (body.errors !== undefined || body.data === undefined) {
    throw new Error(`GraphQL on ${server.url} failed: ${JSON.stringify(body)}`);
  }
  return body.data;
}

/**
 * Milliseconds from now until `server` is first asked (every 5 ms) a request it answers with a config for which
 * `holds` is true: measured when that request was sent, so its own round trip is not counted. Throws after
 * `timeoutMs` with the last config seen.
 */
export async function msUntilServed(
  server: ServerProcess,
  site: string,
  pageUrl: string,
  holds: (config: TrackingConfig) => boolean,
  timeoutMs = 3000,
): Promise<number> {
  const start = performance.now();
  for (;;) {
    const sentAt = performance.now() - start;
    const config = await configFrom(server, site, pageUrl);
    if (holds(config)) return sentAt;
    if (sentAt > timeoutMs) {
      throw new Error(`${server.url} still served ${JSON.stringify(config)} after ${Math.round(sentAt)} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
