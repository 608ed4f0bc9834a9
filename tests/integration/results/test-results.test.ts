import { describe, expect, it } from 'vitest';
import { makeSnapshotDailyStatistics } from '../../../application/results/snapshot-daily-statistics';
import { KyselyDailyStatisticsStore } from '../../../adapters/persistence/kysely-daily-statistics-store';
import { KyselyTestResultsSource } from '../../../adapters/persistence/kysely-test-results-source';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';
import { createWorkspace, dataOf, UPDATE_TEST_VARIANT, type Workspace } from '../../support/workspace-operations';

const TEST_RESULTS = `query TestResults($testId: ID!) {
  testResults(testId: $testId) {
    goalMetric goalKind sessions maxCases controlValue
    comparisons {
      variantId variantNo sessions value pValue chanceToBeatControl
      lift { estimate lower upper }
      sequential { estimate lower upper significant }
    }
    sampleRatio { pValue mismatch }
    verdict { kind variantNo chance waitingForFullWeek }
  }
}`;

interface Results {
  readonly goalMetric: string;
  readonly goalKind: 'MEAN' | 'RATE';
  readonly sessions: number;
  readonly maxCases: number;
  readonly controlValue: number | null;
  readonly comparisons: readonly {
    readonly variantId: string;
    readonly sessions: number;
    readonly value: number | null;
    readonly pValue: number | null;
    readonly chanceToBeatControl: number | null;
    readonly lift: { readonly estimate: number; readonly lower: number; readonly upper: number } | null;
    readonly sequential: { readonly estimate: number; readonly significant: boolean } | null;
  }[];
  readonly sampleRatio: { readonly pValue: number; readonly mismatch: boolean } | null;
  readonly verdict: {
    readonly kind: string;
    readonly variantNo: number | null;
    readonly chance: number | null;
    readonly waitingForFullWeek: boolean;
  };
}

/**
 * A live test whose variant changes the page itself (CSS only): the shared workspace's variant also redirects, and
 * engagement goals such as clicks leave a redirect variant out, its visitors' clicks being on another page.
 */
async function createLiveWorkspaceOnThePage(app: Parameters<typeof createLiveWorkspace>[0], token: string) {
  const ws = await createLiveWorkspace(app, token);
  dataOf(
    await postGraphql(
      app,
      UPDATE_TEST_VARIANT,
      { input: { id: ws.variantId, pageRedirectUrl: '' } },
      { bearer: token },
    ),
  );
  return ws;
}

describe('testResults', () => {
  // Every visitor here is enrolled from loopback, hundreds of them: these tests are about results, not the limit on
  // new visitors per network, which is off.
  const testApp = useTestApplication({ tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }) });

  async function results(token: string, testId: string): Promise<Results> {
    const reply = await postGraphql<{ testResults: Results }>(
      testApp().app,
      TEST_RESULTS,
      { testId },
      { bearer: token },
    );
    return dataOf(reply).testResults;
  }

  /** `count` new visitors of `variant`, each clicking `clicks` times. */
  async function visitors(ws: Workspace, variant: string, count: number, clicks: number): Promise<void> {
    const { app } = testApp();
    for (let i = 0; i < count; i += 1) {
      const body = enrolment(ws, { variant });
      expect((await postTracking(app, 'enrol', body)).json()).toEqual({ status: 'enrolled' });
      if (clicks > 0) {
        const events = Array.from({ length: clicks }, (_, at) => ({ k: 'click' as const, at }));
        expect((await postTracking(app, 'events', eventBatch(ws, body.visitor, events))).json()).toEqual({
          counted: 1,
        });
      }
    }
  }

  it('says nothing it cannot know before anyone visits', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createWorkspace(testApp().app, owner.token);
    expect(await results(owner.token, ws.testId)).toEqual({
      goalMetric: 'clicks',
      goalKind: 'MEAN',
      sessions: 0,
      maxCases: 500,
      controlValue: null,
      comparisons: [
        {
          variantId: ws.variantId,
          variantNo: 1,
          sessions: 0,
          value: null,
          pValue: null,
          chanceToBeatControl: null,
          lift: null,
          sequential: null,
        },
      ],
      sampleRatio: null,
      verdict: { kind: 'NO_SESSIONS', variantNo: null, chance: null, waitingForFullWeek: false },
    });
  });

  it('leaves a redirect variant out of an engagement goal: its visitors click on the page it sends them to', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspace(testApp().app, owner.token);
    await visitors(ws, ws.controlId, 20, 1);
    await visitors(ws, ws.variantId, 20, 0);
    const read = await results(owner.token, ws.testId);
    expect(read.comparisons[0]).toMatchObject({ variantId: ws.variantId, sessions: 20, value: null, sequential: null });
    expect(read.verdict).toMatchObject({ kind: 'NOT_ENOUGH_DATA', variantNo: null });
  });

  it('compares the variant with the control on the goal, and flags a split far from the configured one', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspaceOnThePage(testApp().app, owner.token);
    // Configured 70/30. Control: 20 visitors, half of them click once (mean 0.5). Variant: 20 visitors, all click twice.
    await visitors(ws, ws.controlId, 10, 1);
    await visitors(ws, ws.controlId, 10, 0);
    await visitors(ws, ws.variantId, 20, 2);

    const read = await results(owner.token, ws.testId);
    expect(read).toMatchObject({ goalMetric: 'clicks', goalKind: 'MEAN', sessions: 40, controlValue: 0.5 });
    const [variant] = read.comparisons;
    expect(variant).toMatchObject({ variantId: ws.variantId, sessions: 20, value: 2 });
    expect(variant?.lift?.estimate).toBeCloseTo(2 / 0.5 - 1, 12);
    expect(variant?.lift?.lower).toBeLessThan(3);
    expect(variant?.lift?.upper).toBeGreaterThan(3);
    // The test of the difference under "no difference": both arms' clicks pooled (40 sessions, mean 1.25, variance
    // 0.70513), so z = 1.5 / √(0.70513 (1/20 + 1/20)) = 5.649 and p = 2 Φ(−5.649) = 1.6e-8.
    expect(variant?.pValue).toBeCloseTo(1.6156e-8, 11);
    expect(variant?.chanceToBeatControl).toBeGreaterThan(0.99);
    expect(variant?.sequential).toMatchObject({ estimate: 1.5, significant: true });
    // Beyond doubt, but no winner before the test has run a full week: B leads, and the page says it waits.
    expect(read.verdict).toMatchObject({ kind: 'NOT_ENOUGH_DATA', variantNo: 1, waitingForFullWeek: true });
    expect(read.verdict.chance).toBeGreaterThan(0.99);
    // 20/20 against 70/30: the sequential split test's p-value is 0.15 (chi-square, right at one look only: 0.006).
    expect(read.sampleRatio?.mismatch).toBe(false);

    await visitors(ws, ws.variantId, 20, 0);
    // 20/40 against 70/30 is far off: p = 1.2e-6, below 0.01.
    expect((await results(owner.token, ws.testId)).sampleRatio?.mismatch).toBe(true);
  });

  it('asks for more data while a lead is not yet beyond doubt, and names who is ahead', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspaceOnThePage(testApp().app, owner.token);
    await visitors(ws, ws.controlId, 6, 1);
    await visitors(ws, ws.controlId, 6, 0);
    await visitors(ws, ws.variantId, 7, 1);
    await visitors(ws, ws.variantId, 5, 0);
    const { verdict } = await results(owner.token, ws.testId);
    expect(verdict.kind).toBe('NOT_ENOUGH_DATA');
    expect(verdict.variantNo).toBe(1);
    expect(verdict.chance).toBeGreaterThan(0.55);
    expect(verdict.chance).toBeLessThan(0.9);
  });

  it('says the results are unreliable, naming the short variant, when the split is far off', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspaceOnThePage(testApp().app, owner.token);
    // Configured 70/30; 20 in A and 40 in B is far off (p < 0.001), whatever the clicks say.
    await visitors(ws, ws.controlId, 20, 0);
    await visitors(ws, ws.variantId, 40, 2);
    const reply = await postGraphql<{ testResults: { verdict: unknown } }>(
      testApp().app,
      'query($testId: ID!) { testResults(testId: $testId) { verdict { kind action causes { kind variantNo redirects } } } }',
      { testId: ws.testId },
      { bearer: owner.token },
    );
    expect(dataOf(reply).testResults.verdict).toEqual({
      kind: 'UNRELIABLE',
      action: 'INVESTIGATE',
      causes: [{ kind: 'MORE_SESSIONS', variantNo: 1, redirects: false }],
    });
  });

  it("keeps each day's results for the lift-over-time chart, today's as it is now", async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspaceOnThePage(testApp().app, owner.token);
    await visitors(ws, ws.controlId, 12, 1);
    await visitors(ws, ws.variantId, 12, 2);
    const { db } = testApp().db.database;
    const yesterday = new Date(Date.now() - 86_400_000);
    const snapshot = makeSnapshotDailyStatistics({
      store: new KyselyDailyStatisticsStore(db),
      source: new KyselyTestResultsSource(db),
      clock: { now: () => yesterday },
    });
    expect((await snapshot()).tests).toBeGreaterThanOrEqual(1);
    // Run twice, the day's copy is replaced, not added to.
    await snapshot();
    await visitors(ws, ws.variantId, 6, 2);

    const reply = await postGraphql<{
      testResults: { liftOverTime: { day: string; variantNo: number; sessions: number; lift: number | null }[] };
    }>(
      testApp().app,
      'query($testId: ID!) { testResults(testId: $testId) { liftOverTime { day variantNo sessions lift lower upper } } }',
      { testId: ws.testId },
      { bearer: owner.token },
    );
    const days = dataOf(reply).testResults.liftOverTime;
    expect(days.map((d) => [d.day, d.variantNo, d.sessions, d.lift])).toEqual([
      [yesterday.toISOString().slice(0, 10), 1, 24, 1],
      [new Date().toISOString().slice(0, 10), 1, 30, 1],
    ]);
  });

  it("gives NOT_FOUND for another owner's test", async () => {
    const owner = await signUp(testApp().app);
    const ws = await createWorkspace(testApp().app, owner.token);
    const stranger = await signUp(testApp().app);
    const reply = await postGraphql(testApp().app, TEST_RESULTS, { testId: ws.testId }, { bearer: stranger.token });
    expect(reply.error).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
