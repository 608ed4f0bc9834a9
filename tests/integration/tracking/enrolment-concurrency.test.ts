import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../adapters/config/config';
import { createContainer } from '../../../adapters/container';
import { createLogger } from '../../../adapters/logging/create-logger';
import { tokens } from '../../../adapters/tokens';
import type { EnrolmentRequestFacts } from '../../../domain/sessions/enrolment';
import type { EnrolmentAnswer } from '../../../domain/tracking/tracking-protocol';
import { ME, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { testDialect, useTestDatabase } from '../../support/test-database';
import {
  createLiveWorkspace,
  enrolment,
  fetchConfig,
  postTracking,
  visitorIn,
  workspaceSplit,
} from '../../support/tracking-operations';
import { dataOf, type Workspace } from '../../support/workspace-operations';
import { useServersOnOneDatabase } from '../../support/servers-on-one-database';

const balance = 100;
const config: Config = {
  ...loadConfig({ NODE_ENV: 'test' }),
  webDistDir: null,
  publicUrl: 'http://app.test',
  sessions: { monthlyTopUpLevel: balance, beginnerMaxCases: 200 },
  tracking: {
    rateLimitPerMinute: 1_000_000,
    // Every HTTP enrolment here comes from loopback: this file is about balances, not the limit per network.
    newVisitorsPerNetworkPerHour: null,
    configCacheMs: 0,
    batchWindowMs: 2,
    eventRetentionDays: 90,
  },
};

// PGlite has one connection, so nothing ever contends there: these only prove something on PostgreSQL.
describe.runIf(testDialect() === 'postgres')('enrolment under concurrency (PostgreSQL)', () => {
  const testDb = useTestDatabase();
  // Two servers on one database, as in a deployment with more than one node.
  const apps = useServersOnOneDatabase(config, testDb);

  async function ownerWithTwoLiveTests(): Promise<{ token: string; tests: Workspace[] }> {
    const [app] = apps;
    if (app === undefined) throw new Error('no app');
    const owner = await signUp(app);
    return {
      token: owner.token,
      tests: [await createLiveWorkspace(app, owner.token), await createLiveWorkspace(app, owner.token)],
    };
  }

  async function sessionsLeft(token: string): Promise<number> {
    const [app] = apps;
    if (app === undefined) throw new Error('no app');
    return dataOf(await postGraphql<{ me: { testSessionsRemaining: number } }>(app, ME, {}, { bearer: token })).me
      .testSessionsRemaining;
  }

  async function chargedRows(
    tests: readonly Workspace[],
  ): Promise<{ sessions: number; usage: number; counted: number }> {
    const db = testDb().database.db;
    const ids = tests.map((t) => t.testId);
    const sessions = await db
      .selectFrom('tracking_sessions')
      .select(db.fn.countAll<number>().as('n'))
      .where('test_id', 'in', ids)
      .executeTakeFirstOrThrow();
    const counted = await db
      .selectFrom('tests')
      .select(db.fn.sum<number>('test_sessions_count').as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    const usage = await db
      .selectFrom('credit_ledger')
      .innerJoin('tracking_sessions', (join) =>
        join.on(sql<boolean>`credit_ledger.reference = 'session:' || tracking_sessions.id::text`),
      )
      .select(db.fn.sum<number>('credit_ledger.amount').as('n'))
      .where('tracking_sessions.test_id', 'in', ids)
      .executeTakeFirstOrThrow();
    return { sessions: Number(sessions.n), usage: Number(usage.n ?? 0), counted: Number(counted.n) };
  }

  it('takes exactly as many of 1,000 simultaneous enrolments (one transaction each) as the balance covers, then pauses every test', async () => {
    const { token, tests } = await ownerWithTwoLiveTests();
    const enrolVisitors = createContainer({
      config,
      logger: createLogger('silent'),
      database: testDb().database,
      signingSecret: 'x'.repeat(32),
    }).resolve(tokens.useCases).enrolVisitors;
    const requests: EnrolmentRequestFacts[] = Array.from({ length: 1000 }, (_, i) => {
      const test = tests[i % 2] as Workspace;
      return {
        siteId: test.websiteId,
        testId: test.testId,
        variantId: test.variantId,
        visitorId: visitorIn(test.testId, test.variantId, workspaceSplit(test)),
        device: 3,
      };
    });

    const outcomes = await Promise.all(
      requests.map(async (request) => ({ request, answer: (await enrolVisitors([request])).answers[0] })),
    );

    const accepted = outcomes.filter((o) => o.answer?.status === 'enrolled');
    expect(accepted).toHaveLength(balance);
    expect(outcomes.filter((o) => o.answer?.status === 'not_live')).toHaveLength(1000 - balance);
    expect(
      outcomes.every(
        (o) =>
          o.answer?.status === 'enrolled' || (o.answer?.status === 'not_live' && o.answer.reason === 'out_of_sessions'),
      ),
    ).toBe(true);
    expect(await sessionsLeft(token)).toBe(0);
    expect(await chargedRows(tests)).toEqual({ sessions: balance, usage: -balance, counted: balance });
    for (const test of tests) {
      const { config: served } = await fetchConfig(
        apps[1] as FastifyInstance,
        test.websiteId,
        `${test.websiteUrl}/pricing`,
      );
      expect(served?.tests).toEqual([]);
    }

    // Replays of the accepted enrolments are free: they are answered as returning visitors and change nothing.
    const replays = await Promise.all(accepted.map((o) => enrolVisitors([o.request])));
    expect(replays.map((r) => r.answers[0]?.status)).toEqual(accepted.map(() => 'returning'));
    expect(await chargedRows(tests)).toEqual({ sessions: balance, usage: -balance, counted: balance });
    expect(await sessionsLeft(token)).toBe(0);
  });

  it('answers exactly as many of 1,000 simultaneous HTTP enrolments, spread over two servers, enrolled as the balance covers', async () => {
    const { token, tests } = await ownerWithTwoLiveTests();
    const bodies = Array.from({ length: 1000 }, (_, i) => enrolment(tests[i % 2] as Workspace));
    const answers = await Promise.all(
      bodies.map(async (body, i) => {
        const response = await postTracking(apps[i % 2] as FastifyInstance, 'enrol', body);
        return { status: response.statusCode, answer: response.json<EnrolmentAnswer>() };
      }),
    );
    expect(answers.filter((a) => a.status === 200 && a.answer.status === 'enrolled')).toHaveLength(balance);
    expect(answers.filter((a) => a.status === 409 && a.answer.status === 'not_live')).toHaveLength(1000 - balance);
    expect(await sessionsLeft(token)).toBe(0);
    expect(await chargedRows(tests)).toEqual({ sessions: balance, usage: -balance, counted: balance });

    const replayed = await Promise.all(
      bodies.map((body, i) => postTracking(apps[i % 2] as FastifyInstance, 'enrol', body)),
    );
    expect(
      replayed.filter((r) => r.statusCode === 200 && r.json<EnrolmentAnswer>().status === 'enrolled'),
    ).toHaveLength(0);
    expect(await chargedRows(tests)).toEqual({ sessions: balance, usage: -balance, counted: balance });
  });
});
