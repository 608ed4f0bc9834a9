/**
 * How many accounts one client gets a minute: one client address sends sign-ups (four at a time, each to a new
 * address) for SIGN_UP_SECONDS (default 20) against the app in this process, and the accounts made are counted in
 * the database. The limit is the configuration's (`SIGNUP_RATE_LIMIT`, default 10 an hour); `SIGNUP_RATE_LIMIT=1000000`
 * shows what a client got without it. Not a test: `npx tsx tests/bench/sign-up-rate.ts`.
 */
import { loadConfig } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { openDatabase } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { CREATE_USER } from '../support/account-operations';
import { postGraphql } from '../support/graphql-request';

const seconds = Number(process.env.SIGN_UP_SECONDS ?? 20);
const concurrency = 4;
const config = { ...loadConfig(process.env), webDistDir: null };
const database = await openDatabase(
  config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: null },
);
await migrateToLatest(database.db);
const app = await buildApplication(config, createLogger('silent'), database);
await app.ready();

const countUsers = async (): Promise<number> =>
  Number(
    (
      await database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const before = await countUsers();
const statuses = new Map<number, number>();
const until = Date.now() + seconds * 1000;
let n = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < until) {
      n += 1;
      const email = `storm-${process.pid}-${n}@example.com`;
      const reply = await postGraphql(
        app,
        CREATE_USER,
        { input: { email, password: 'a sturdy passphrase for sign-up' } },
        { ip: '203.0.113.77' },
      );
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
    }
  }),
);
const made = (await countUsers()) - before;
console.log(
  `SIGNUP_RATE_LIMIT=${config.signupRateLimitPerHour}: ${made} accounts in ${seconds} s from one client ` +
    `(${Math.round((made * 60) / seconds)} a minute); answers ${JSON.stringify(Object.fromEntries(statuses))}`,
);
await app.close();
await database.close();
