// The cost of a second factor at login: logins through the GraphQL API (Fastify's inject, the real argon2id hasher,
// an embedded database in memory), timed one after another, without a second factor, and with each kind of second
// step (a code from an authenticator app, a recovery code, a passkey assertion made by a software authenticator).
// Prints the median and 90th percentile of each in milliseconds. Run it with
//   npx tsx tests/bench/login-cost.ts            (BENCH_LOGINS for another number of logins of each kind)
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { openDatabase } from '../../adapters/persistence/database';
import { KyselySecondFactorRepository } from '../../adapters/persistence/kysely-second-factor-repository';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import type { Clock } from '../../application/ports/clock';
import type { UserId } from '../../domain/shared/ids';
import { signUp, type SignedUpUser } from '../support/account-operations';
import { postGraphql } from '../support/graphql-request';
import {
  AUTHENTICATE_SECOND_FACTOR,
  FINISH_PASSKEY_REGISTRATION,
  passwordStep,
  START_PASSKEY_REGISTRATION,
  totpCode,
  turnOnTotp,
} from '../support/second-factor-operations';
import { SoftwareAuthenticator } from '../support/software-authenticator';

const logins = Number(process.env.BENCH_LOGINS ?? 30);
const publicUrl = 'https://app.splitpenny.test';

/** A clock a step (30 s) further on for every TOTP login, so that each login has a fresh code. */
class SteppingClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  step(): void {
    this.offsetMs += 30_000;
  }
}

async function main(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(database.db);
  const clock = new SteppingClock();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: null, publicUrl, authRateLimitPerMinute: 100_000 };
  const app = await buildApplication(config, createLogger('silent'), database, { clock });
  await app.ready();
  try {
    const plain = await signUp(app);
    const withTotp = await signUp(app);
    const { secret, recoveryCodes } = await turnOnTotp(app, withTotp.token, clock.now());
    const withPasskey = await signUp(app);
    const authenticator = await addPasskey(app, withPasskey);

    // Warm-up: the first login of each kind loads code and fills caches.
    await passwordStep(app, plain);
    // The kinds take turns, round after round, so that whatever else the machine does weighs on each alike.
    const kinds = {
      'password only': async () => {
        const start = performance.now();
        await passwordStep(app, plain);
        return [performance.now() - start, 0] as const;
      },
      'password + authenticator app code': async () => {
        clock.step();
        const start = performance.now();
        const step = await passwordStep(app, withTotp);
        const second = performance.now();
        await answer(app, { challenge: step.secondFactor?.challenge, code: totpCode(secret, clock.now()) });
        return [performance.now() - start, performance.now() - second] as const;
      },
      'password + recovery code': async () => {
        // Ten codes: a new set once they are used up (untimed) keeps each login a code's first use.
        if (next === recoveryCodes.length) {
          recoveryCodes.splice(0, recoveryCodes.length, ...(await regenerate(app, withTotp)));
          next = 0;
        }
        const start = performance.now();
        const step = await passwordStep(app, withTotp);
        const second = performance.now();
        await answer(app, { challenge: step.secondFactor?.challenge, code: recoveryCodes[next++] });
        return [performance.now() - start, performance.now() - second] as const;
      },
      'password + passkey': async () => {
        const start = performance.now();
        const step = await passwordStep(app, withPasskey);
        const passwordDone = performance.now();
        // The assertion is the authenticator's work, not the server's: made outside the time counted.
        const response = authenticator.assert(step.secondFactor?.passkeyOptions ?? '');
        const second = performance.now();
        await answer(app, { challenge: step.secondFactor?.challenge, passkeyResponse: response });
        const secondStep = performance.now() - second;
        return [passwordDone - start + secondStep, secondStep] as const;
      },
    };
    let next = 0;
    const totals = new Map<string, number[]>();
    const seconds = new Map<string, number[]>();
    for (let round = 0; round < logins; round += 1) {
      for (const [name, run] of Object.entries(kinds)) {
        const [total, second] = await run();
        totals.set(name, [...(totals.get(name) ?? []), total]);
        seconds.set(name, [...(seconds.get(name) ?? []), second]);
      }
    }
    // What a login without a second factor does more than before: the one query asking whether the account has any.
    const factors = new KyselySecondFactorRepository(database.db);
    const checks: number[] = [];
    for (let i = 0; i < logins; i += 1) {
      const start = performance.now();
      await factors.hasAny(plain.id as UserId);
      checks.push(performance.now() - start);
    }
    console.log(`${logins} logins of each kind, taking turns; whole login, then its second step alone`);
    report('the second-factor check of a login without one', checks);
    for (const name of Object.keys(kinds)) {
      report(name, totals.get(name) ?? []);
      if (name !== 'password only') report(`  second step`, seconds.get(name) ?? []);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

async function addPasskey(app: FastifyInstance, user: SignedUpUser): Promise<SoftwareAuthenticator> {
  const authenticator = new SoftwareAuthenticator(publicUrl);
  const started = await postGraphql<{ startPasskeyRegistration: { options: string } }>(
    app,
    START_PASSKEY_REGISTRATION,
    {},
    { bearer: user.token },
  );
  const response = authenticator.register(started.data?.startPasskeyRegistration.options ?? '');
  await postGraphql(app, FINISH_PASSKEY_REGISTRATION, { input: { name: 'Bench', response } }, { bearer: user.token });
  return authenticator;
}

async function regenerate(app: FastifyInstance, user: SignedUpUser): Promise<string[]> {
  const reply = await postGraphql<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(
    app,
    `mutation Regenerate($input: CurrentPasswordInput!) { regenerateRecoveryCodes(input: $input) { recoveryCodes } }`,
    { input: { currentPassword: user.password } },
    { bearer: user.token },
  );
  return reply.data?.regenerateRecoveryCodes.recoveryCodes ?? [];
}

async function answer(app: FastifyInstance, input: Record<string, unknown>): Promise<void> {
  const reply = await postGraphql(app, AUTHENTICATE_SECOND_FACTOR, { input });
  if (reply.errors.length > 0) throw new Error(`second step refused: ${JSON.stringify(reply.errors)}`);
}

function report(name: string, durations: number[]): void {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `${name.padEnd(48)} n=${String(sorted.length).padStart(3)}  median ${at(0.5).toFixed(1).padStart(6)} ms  ` +
      `p90 ${at(0.9).toFixed(1).padStart(6)} ms`,
  );
}

await main();
