/**
 * How long a login takes: LOGINS (default 40) logins one after another of one account, through the app in this
 * process on the embedded database, with the median and 90th percentile. Not a test: `npx tsx tests/bench/login-time.ts`.
 */
import { loadConfig } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { openDatabase } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { AUTHENTICATE_USER, CREATE_USER } from '../support/account-operations';
import { postGraphql } from '../support/graphql-request';

const logins = Number(process.env.LOGINS ?? 40);
const config = { ...loadConfig(process.env), webDistDir: null, authRateLimitPerMinute: 1_000_000 };
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await migrateToLatest(database.db);
const app = await buildApplication(config, createLogger('silent'), database);
await app.ready();
const input = { email: `login-${process.pid}@example.com`, password: 'plum ferry quietly wins' };
const created = await postGraphql(app, CREATE_USER, { input });
if (created.data === null) throw new Error(JSON.stringify(created.errors));
const times: number[] = [];
for (let i = 0; i < logins; i += 1) {
  const start = performance.now();
  const reply = await postGraphql(app, AUTHENTICATE_USER, { input });
  times.push(performance.now() - start);
  if (reply.data === null) throw new Error(JSON.stringify(reply.errors));
}
times.sort((a, b) => a - b);
const at = (q: number): string => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1);
console.log(`${logins} logins: median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
await app.close();
await database.close();
