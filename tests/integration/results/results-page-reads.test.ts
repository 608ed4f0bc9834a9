import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../application/ports/clock';
import { TestResultsPageDocument, type TestResultsPageQuery } from '../../../web/app/gql/graphql';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { StatementLog } from '../../support/statement-log';
import { postGraphql, type GraphqlReply } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, postTracking } from '../../support/tracking-operations';
import { dataOf, DELETE_TEST_DATA_FOR_TEST, UPDATE_TEST, type Workspace } from '../../support/workspace-operations';

/** The statement that reads a test's rollups (adapters/persistence/kysely-test-results-source.ts). */
function rollupReads(statements: readonly string[]): readonly string[] {
  return statements.filter((sql) => sql.includes('"variant_metric_totals"'));
}

/** The results page's own request, the query the web app sends (web/app/features/results/results-queries.ts). */
function openResultsPage(
  app: FastifyInstance,
  owner: SignedUpUser,
  testId: string,
): Promise<GraphqlReply<TestResultsPageQuery>> {
  return postGraphql<TestResultsPageQuery>(
    app,
    TestResultsPageDocument.toString(),
    { id: testId },
    { bearer: owner.token },
  );
}

async function enrolVisitors(app: FastifyInstance, ws: Workspace, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    expect((await postTracking(app, 'enrol', enrolment(ws))).json()).toEqual({ status: 'enrolled' });
  }
}

/** The sessions each part of the page counts: the results, and each variant's performance. */
function sessionsShown(page: TestResultsPageQuery): { results: number; performance: number[] } {
  return { results: page.testResults.sessions, performance: page.testPerformanceData.map((p) => p.sessions) };
}

describe('the results page, in database round trips', () => {
  const log = new StatementLog();
  /** Real time, moved on by the tests that need the results kept in memory to expire. */
  let shift = 0;
  const clock: Clock = { now: () => new Date(Date.now() + shift) };
  const testApp = useTestApplication({ resultsCacheMs: 1000 }, { onStatement: log.record, clock });

  async function ownerWithVisitors(visitors: number): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    await enrolVisitors(app, ws, visitors);
    return { owner, ws };
  }

  // Five: the test, the results (rollups), the balance, the changes, and the test's share link, which the page shows.
  it('answers in at most 5 statements, the rollups read once for testResults and testPerformanceData', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithVisitors(3);
    let page: GraphqlReply<TestResultsPageQuery> | undefined;
    const statements = await log.during(async () => {
      page = await openResultsPage(app, owner, ws.testId);
    });
    expect(sessionsShown(dataOf(page!))).toEqual({ results: 3, performance: [0, 3] });
    expect(dataOf(page!).test.variants.map((v) => v.id)).toEqual([ws.controlId, ws.variantId]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(5);
    expect(rollupReads(statements)).toHaveLength(1);
  });

  it('reads no rollups for a second request within the time to live, and reads them again after it', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithVisitors(2);
    const first = dataOf(await openResultsPage(app, owner, ws.testId));
    let again: GraphqlReply<TestResultsPageQuery> | undefined;
    const statements = await log.during(async () => {
      again = await openResultsPage(app, owner, ws.testId);
    });
    expect(rollupReads(statements)).toEqual([]);
    expect(dataOf(again!).testResults).toEqual(first.testResults);
    expect(dataOf(again!).testPerformanceData).toEqual(first.testPerformanceData);

    shift += 1000;
    const later = await log.during(() => openResultsPage(app, owner, ws.testId));
    expect(rollupReads(later)).toHaveLength(1);
  });

  it('shows zero at once after the test data is deleted', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithVisitors(2);
    expect(sessionsShown(dataOf(await openResultsPage(app, owner, ws.testId)))).toEqual({
      results: 2,
      performance: [0, 2],
    });
    dataOf(await postGraphql(app, DELETE_TEST_DATA_FOR_TEST, { id: ws.testId }, { bearer: owner.token }));
    expect(sessionsShown(dataOf(await openResultsPage(app, owner, ws.testId)))).toEqual({
      results: 0,
      performance: [0, 0],
    });
  });

  it("shows the owner's change to the test at once", async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithVisitors(1);
    expect(dataOf(await openResultsPage(app, owner, ws.testId)).testResults.maxCases).toBe(500);
    const update = { input: { id: ws.testId, maxCases: 5000 } };
    dataOf(await postGraphql(app, UPDATE_TEST, update, { bearer: owner.token }));
    expect(dataOf(await openResultsPage(app, owner, ws.testId)).testResults.maxCases).toBe(5000);
  });

  it('shows the sessions this server counts at once', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithVisitors(1);
    expect(dataOf(await openResultsPage(app, owner, ws.testId)).testResults.sessions).toBe(1);
    await enrolVisitors(app, ws, 2);
    expect(dataOf(await openResultsPage(app, owner, ws.testId)).testResults.sessions).toBe(3);
  });

  it('keeps another owner out of a test whose results are kept in memory: NOT_FOUND, as ever', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithVisitors(1);
    dataOf(await openResultsPage(app, owner, ws.testId));
    const stranger = await signUp(app);
    const page = await openResultsPage(app, stranger, ws.testId);
    expect(page.data).toBeNull();
    expect(page.error?.extensions?.code).toBe('NOT_FOUND');
    // Each of the page's reads of the results, on its own.
    for (const field of ['testResults(testId: $id) { sessions }', 'testPerformanceData(testId: $id) { sessions }']) {
      const reply = await postGraphql(
        app,
        `query($id: ID!) { ${field} }`,
        { id: ws.testId },
        { bearer: stranger.token },
      );
      expect(reply.error?.extensions?.code, field).toBe('NOT_FOUND');
    }
  });
});

describe('the results page with nothing kept in memory (RESULTS_CACHE_MS=0)', () => {
  const log = new StatementLog();
  const testApp = useTestApplication({ resultsCacheMs: 0 }, { onStatement: log.record });

  it('still reads the rollups once per request, and again for the next', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    await enrolVisitors(app, ws, 1);
    const first = await log.during(() => openResultsPage(app, owner, ws.testId));
    const second = await log.during(() => openResultsPage(app, owner, ws.testId));
    expect(rollupReads(first)).toHaveLength(1);
    expect(rollupReads(second)).toHaveLength(1);
  });
});
