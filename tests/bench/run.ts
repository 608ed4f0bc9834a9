// `npm run bench`: throughput and latency of the server's own paths against a bare Fastify baseline measured in
// the same run on the same machine, so the ratios mean something even where the absolute figures do not.
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { openDatabase } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

interface Case {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: string;
}

async function measure(url: string, benchCase: Case): Promise<Result> {
  return autocannon({
    url: `${url}${benchCase.path}`,
    method: benchCase.method,
    body: benchCase.body,
    headers: { 'content-type': 'application/json' },
    connections,
    duration: durationSeconds,
  });
}

function row(name: string, result: Result, baseline: Result): string {
  const ratio = baseline.requests.average / result.requests.average;
  return [
    name.padEnd(34),
    `${Math.round(result.requests.average).toString().padStart(7)} req/s`,
    `p50 ${result.latency.p50.toFixed(1).padStart(5)} ms`,
    `p99 ${result.latency.p99.toFixed(1).padStart(5)} ms`,
    `errors ${result.errors + result.non2xx}`,
    `${ratio.toFixed(1)}x slower than bare`,
  ].join('  ');
}

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const config = { ...loadConfig({ ...process.env, NODE_ENV: 'production' }), webDistDir: null };
const database = await openDatabase(
  config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: null },
);
await migrateToLatest(database.db);
const app = await buildApplication(config, createLogger('silent'), database);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const cases: readonly Case[] = [
  { name: 'GET /healthz (select 1)', method: 'GET', path: '/healthz' },
  {
    name: 'POST /graphql { goals }',
    method: 'POST',
    path: '/graphql',
    body: JSON.stringify({ query: '{ goals { id name } }' }),
  },
];

process.stdout.write(`database: ${database.kind}; ${connections} connections, ${durationSeconds} s each\n`);
const baseline = await measure(bareUrl, { name: 'bare', method: 'GET', path: '/bare' });
process.stdout.write(`${row('bare Fastify GET (baseline)', baseline, baseline)}\n`);
for (const benchCase of cases)
  process.stdout.write(`${row(benchCase.name, await measure(appUrl, benchCase), baseline)}\n`);

await app.close();
await database.close();
await bare.close();
