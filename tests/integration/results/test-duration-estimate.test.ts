import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  createSignupTest,
  enrolment,
  eventBatch,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';
import {
  ACTIVATE_TEST,
  createPage,
  createTest,
  daysFromNow,
  dataOf,
  getVariants,
  TEST_DURATION_ESTIMATE,
  type Workspace,
} from '../../support/workspace-operations';

interface Estimate {
  readonly recentDailySessions: number | null;
  readonly dailySessions: number | null;
  readonly trafficSource: 'ENTERED' | 'RECENT_TRAFFIC' | 'NONE';
  readonly baselineKind: 'RATE' | 'COEFFICIENT_OF_VARIATION';
  readonly baseline: number;
  readonly baselineSource: 'PAGE_HISTORY' | 'ASSUMED' | 'ENTERED';
  readonly sessionsPerArm: number | null;
  readonly totalSessions: number | null;
  readonly days: number | null;
  readonly availableDays: number;
  readonly feasible: boolean;
  readonly problems: readonly string[];
}

const day = 86_400_000;

/** The draft of a 30-day 50/50 test on clicks, looking for +10%, capped at 5,000 sessions. */
function draft(pageId: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pageId,
    goalId: '1',
    minimumLiftPercent: 10,
    allocations: [50, 50],
    startDate: daysFromNow(1),
    endDate: daysFromNow(31),
    maxCases: 5000,
    ...changes,
  };
}

describe('testDurationEstimate', () => {
  // Every visitor here is enrolled from loopback, hundreds of them: these tests are about results, not the limit on
  // new visitors per network, which is off.
  const testApp = useTestApplication({ tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }) });

  async function estimate(token: string, input: Record<string, unknown>): Promise<Estimate> {
    const reply = await postGraphql<{ testDurationEstimate: Estimate }>(
      testApp().app,
      TEST_DURATION_ESTIMATE,
      { input },
      { bearer: token },
    );
    return dataOf(reply).testDurationEstimate;
  }

  /** New visitors of `variant` in `testId` (the workspace's test unless given); their ids. */
  async function visitors(ws: Workspace, count: number, at: { testId?: string; variant?: string } = {}) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const body = enrolment(ws, { test: at.testId ?? ws.testId, variant: at.variant ?? ws.controlId });
      expect((await postTracking(testApp().app, 'enrol', body)).json()).toEqual({ status: 'enrolled' });
      ids.push(body.visitor);
    }
    return ids;
  }

  /** Moves the start of the sessions of `visitorIds` (all of the test's when not given) `days` into the past. */
  async function startedDaysAgo(testId: string, days: number, visitorIds?: readonly string[]): Promise<void> {
    let update = testApp()
      .db.database.db.updateTable('tracking_sessions')
      .set({ started_at: new Date(Date.now() - days * day) })
      .where('test_id', '=', testId);
    if (visitorIds !== undefined) update = update.where('visitor_id', 'in', visitorIds);
    await update.execute();
  }

  it("divides the page's recent visitors by the days since its first one, each visitor counted once", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    // 30 visitors in the last 3 days; one from 40 days ago, outside the 28-day window, does not count.
    const recent = await visitors(ws, 30);
    const old = await visitors(ws, 1);
    await startedDaysAgo(ws.testId, 3, recent);
    await startedDaysAgo(ws.testId, 40, old);
    // A second test on the same page, which 5 of the same visitors also entered, and 6 new ones.
    const secondTest = await createTest(app, owner.token, ws.pageId);
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: secondTest }, { bearer: owner.token }));
    const control = (await getVariants(app, owner.token, secondTest)).find((v) => v.isControl)?.id ?? '';
    for (const visitor of recent.slice(0, 5)) {
      const body = enrolment(ws, { test: secondTest, variant: control, visitor });
      expect((await postTracking(app, 'enrol', body)).json()).toEqual({ status: 'enrolled' });
    }
    await visitors(ws, 6, { testId: secondTest, variant: control });

    const read = await estimate(owner.token, draft(ws.pageId));
    // 36 visitors over the 3 days (and a moment) since the first: 12 a day.
    expect(read.recentDailySessions).toBeCloseTo(12, 3);
    expect(read).toMatchObject({
      dailySessions: read.recentDailySessions,
      trafficSource: 'RECENT_TRAFFIC',
      // 41 sessions of clicks so far: too few to plan from, so CV 1 is assumed: 1,570 per arm (+10%) at a single
      // look, 2,657 for the always-valid interval over the test's daily looks (100 at most).
      baselineKind: 'COEFFICIENT_OF_VARIATION',
      baseline: 1,
      baselineSource: 'ASSUMED',
      sessionsPerArm: 2657,
      totalSessions: 5314,
      // 5,314 / 12 = 442.8 days.
      days: 443,
      availableDays: 30,
      feasible: false,
      problems: ['LONGER_THAN_TEST', 'MORE_THAN_MAX_CASES'],
    });

    // A number the owner enters takes over from the recent traffic, which is still reported.
    expect(await estimate(owner.token, draft(ws.pageId, { dailySessions: 200, maxCases: 3000 }))).toMatchObject({
      recentDailySessions: expect.closeTo(12, 3),
      dailySessions: 200,
      trafficSource: 'ENTERED',
      // Over 28 daily looks: 2,724 per arm.
      totalSessions: 5448,
      days: 28,
      feasible: false,
      problems: ['MORE_THAN_MAX_CASES'],
    });
  });

  it("plans a rate goal from the page's history once it has 100 sessions", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const ids = await visitors(ws, 100);
    for (const visitor of ids.slice(0, 20)) {
      const reply = await postTracking(app, 'events', eventBatch(ws, visitor, [{ k: 'form_submit', at: 1 }]));
      expect(reply.json()).toEqual({ counted: 1 });
    }
    // 20 of 100 sessions submitted the form: 20%, and +25% of it needs 1,031 per arm at a single look (Evan Miller's
    // calculator), 1,787 for the always-valid interval over 24 daily looks.
    const input = draft(ws.pageId, { goalId: '2', minimumLiftPercent: 25, dailySessions: 150 });
    expect(await estimate(owner.token, input)).toEqual({
      recentDailySessions: 100,
      dailySessions: 150,
      trafficSource: 'ENTERED',
      baselineKind: 'RATE',
      baseline: 0.2,
      baselineSource: 'PAGE_HISTORY',
      sessionsPerArm: 1787,
      totalSessions: 3574,
      days: 24,
      availableDays: 30,
      feasible: true,
      problems: [],
    });
  });

  it('says there is no traffic on a page no test has run on, and assumes the baseline', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const quietPage = await createPage(app, owner.token, ws.websiteId);
    // Engaged sessions (the bounce-rate goal): 50% assumed; +100% would be 100%, which no rate can pass.
    expect(await estimate(owner.token, draft(quietPage, { goalId: '5', minimumLiftPercent: 100 }))).toEqual({
      recentDailySessions: null,
      dailySessions: null,
      trafficSource: 'NONE',
      baselineKind: 'RATE',
      baseline: 0.5,
      baselineSource: 'ASSUMED',
      sessionsPerArm: null,
      totalSessions: null,
      days: null,
      availableDays: 30,
      feasible: false,
      problems: ['NO_TRAFFIC', 'LIFT_OUT_OF_RANGE'],
    });
  });

  it("estimates a conversion goal from the owner's expected rate, or a typical 3%; another owner's is no goal of theirs", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const { ws, goalId } = await createSignupTest(app, owner.token);
    const input = draft(ws.pageId, { goalId: String(goalId), dailySessions: 500, minimumLiftPercent: 20 });
    expect(await estimate(owner.token, { ...input, expectedConversionRatePercent: 8 })).toMatchObject({
      baselineKind: 'RATE',
      baseline: 0.08,
      baselineSource: 'ENTERED',
      dailySessions: 500,
    });
    const typical = await estimate(owner.token, input);
    expect(typical).toMatchObject({ baseline: 0.03, baselineSource: 'ASSUMED' });
    expect(typical.days).toBeGreaterThan(0);

    const refused = await postGraphql(
      app,
      TEST_DURATION_ESTIMATE,
      { input: { ...input, expectedConversionRatePercent: 100 } },
      {
        bearer: owner.token,
      },
    );
    expect(refused.error?.message).toBe(
      'The expected conversion rate must be more than 0% and less than 100%, or left empty',
    );
    const stranger = await signUp(app);
    const strangers = await createLiveWorkspace(app, stranger.token);
    const theirs = await postGraphql(
      app,
      TEST_DURATION_ESTIMATE,
      { input: draft(strangers.pageId, { goalId: String(goalId) }) },
      {
        bearer: stranger.token,
      },
    );
    // As test creation answers it: the goal field names the problem, as it would for an id that is no goal at all.
    expect(theirs.error).toMatchObject({
      message: 'Choose one of the goals.',
      extensions: { code: 'BAD_USER_INPUT', field: 'goalId' },
    });
  });

  it.each([
    ["another owner's page", 'stranger'],
    ['a page that does not exist', randomUUID()],
    ['an id that is not one', 'not-a-page-id'],
  ])('gives NOT_FOUND for %s', async (_name, pageIdOrStranger) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    await visitors(ws, 3);
    const asker = pageIdOrStranger === 'stranger' ? await signUp(app) : owner;
    const pageId = pageIdOrStranger === 'stranger' ? ws.pageId : pageIdOrStranger;
    const reply = await postGraphql(app, TEST_DURATION_ESTIMATE, { input: draft(pageId) }, { bearer: asker.token });
    expect(reply.data).toBeNull();
    expect(reply.error).toMatchObject({ message: 'There is no page with that id.', extensions: { code: 'NOT_FOUND' } });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'no lift',
      { minimumLiftPercent: 0 },
      'minimumLiftPercent',
      'The smallest lift worth finding must be at least 0.01%',
    ],
    [
      'too large a lift',
      { minimumLiftPercent: 1500 },
      'minimumLiftPercent',
      'The smallest lift worth finding can be at most 1,000%',
    ],
    ['no visitors a day', { dailySessions: 0 }, 'dailySessions', 'Enter at least 1 visitor per day, or leave it empty'],
    [
      'a split short of 100%',
      { allocations: [50, 40] },
      'allocations',
      'The traffic allocations must add up to 100%, not 90%',
    ],
    ['only a control', { allocations: [100] }, 'allocations', 'Give the control and at least one variant a share'],
    ['a share over 100%', { allocations: [150, -50] }, 'allocations.0', 'Traffic allocation is between 0 and 100'],
    ['an end before the start', { endDate: daysFromNow(0) }, 'endDate', 'The end date must be after the start date'],
    ['no sessions allowed', { maxCases: 0 }, 'maxCases', 'The maximum number of test sessions must be at least 1'],
    ['a goal that is not one', { goalId: '99' }, 'goalId', 'Choose one of the goals.'],
  ])('refuses %s, naming the field', async (_name, changes, field, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const pageId = (await createLiveWorkspace(app, owner.token)).pageId;
    const reply = await postGraphql(
      app,
      TEST_DURATION_ESTIMATE,
      { input: draft(pageId, changes) },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('needs a signed-in owner', async () => {
    const reply = await postGraphql(testApp().app, TEST_DURATION_ESTIMATE, { input: draft(randomUUID()) });
    expect(reply.error).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
