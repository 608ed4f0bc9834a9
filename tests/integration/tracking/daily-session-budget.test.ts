import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  fetchConfig,
  newVisitorId,
  postTracking,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';
import { dataOf, UPDATE_WEBSITE, type Workspace } from '../../support/workspace-operations';

const day = 24 * 60 * 60 * 1000;
const budgetEmailSubject = 'Shop reached its daily session budget';

describe("a website's daily session budget", () => {
  // Noon UTC, so that a test's visitors fall in one budget day and the next is a clock move away.
  const clock = new FixedClock(new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`));
  // Configs kept in memory as in production: reaching the budget must reach them at once. Many visitors from one
  // address: the per-network limit is another test's subject.
  const testApp = useTestApplication({ tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }) }, { clock });

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  function setBudget(owner: SignedUpUser, ws: Workspace, dailySessionBudget: number | null) {
    return postGraphql<{ updateWebsite: { dailySessionBudget: number | null } }>(
      testApp().app,
      UPDATE_WEBSITE.replace('lastModified', 'lastModified dailySessionBudget'),
      { input: { id: ws.websiteId, dailySessionBudget } },
      { bearer: owner.token },
    );
  }

  async function newVisitors(ws: Workspace, count: number): Promise<string[]> {
    const answers = [];
    for (let i = 0; i < count; i += 1) {
      const reply = await postTracking(testApp().app, 'enrol', enrolment(ws, { visitor: newVisitorId() }));
      answers.push(reply.json<{ status: string; reason?: string }>());
    }
    return answers.map((a) => (a.reason === undefined ? a.status : `${a.status}:${a.reason}`));
  }

  async function testsServed(ws: Workspace): Promise<number> {
    return (await fetchConfig(testApp().app, ws.websiteId, `${ws.websiteUrl}/pricing`)).config?.tests.length ?? 0;
  }

  it('charges up to the budget, then pauses the tests for the day and emails the owner once', async () => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    expect(dataOf(await setBudget(owner, ws, 5)).updateWebsite.dailySessionBudget).toBe(5);
    const before = await sessionsRemaining(app, owner.token);
    expect(await testsServed(ws)).toBe(1);

    expect(await newVisitors(ws, 8)).toEqual([
      ...Array<string>(5).fill('enrolled'),
      ...Array<string>(3).fill('not_live:daily_budget'),
    ]);
    expect(await sessionsRemaining(app, owner.token)).toBe(before - 5);
    await expect.poll(() => testsServed(ws), { timeout: 5_000 }).toBe(0);
    await expect.poll(async () => (await emailsTo(db.database.db, owner.email, budgetEmailSubject)).length).toBe(1);
    const [email] = await emailsTo(db.database.db, owner.email, budgetEmailSubject);
    expect(email?.text_body).toContain('charged 5 sessions today');
    expect(email?.text_body).toContain('paused until 00:00 UTC');

    expect(await newVisitors(ws, 2)).toEqual(['not_live:daily_budget', 'not_live:daily_budget']);
    expect(await emailsTo(db.database.db, owner.email, budgetEmailSubject)).toHaveLength(1);

    // The next UTC day starts a new budget (configs kept in memory serve the test again once they expire).
    clock.advance(day);
    try {
      expect(await newVisitors(ws, 1)).toEqual(['enrolled']);
    } finally {
      clock.advance(-day);
    }
  });

  it('counts what the website was charged today before the budget was set, and a raised budget resumes at once', async () => {
    const { owner, ws } = await ownerWithLiveTest();
    expect(await newVisitors(ws, 3)).toEqual(['enrolled', 'enrolled', 'enrolled']);
    dataOf(await setBudget(owner, ws, 4));
    expect(await newVisitors(ws, 2)).toEqual(['enrolled', 'not_live:daily_budget']);
    await expect.poll(() => testsServed(ws), { timeout: 5_000 }).toBe(0);

    dataOf(await setBudget(owner, ws, 6));
    await expect.poll(() => testsServed(ws), { timeout: 5_000 }).toBe(1);
    expect(await newVisitors(ws, 3)).toEqual(['enrolled', 'enrolled', 'not_live:daily_budget']);

    dataOf(await setBudget(owner, ws, null));
    expect(await newVisitors(ws, 2)).toEqual(['enrolled', 'enrolled']);
  });

  it('never charges past the budget when many visitors arrive at once', async () => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    dataOf(await setBudget(owner, ws, 10));
    const before = await sessionsRemaining(app, owner.token);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => postTracking(app, 'enrol', enrolment(ws, { visitor: newVisitorId() }))),
    );
    const enrolled = answers.filter((a) => a.json<{ status: string }>().status === 'enrolled');
    expect(enrolled).toHaveLength(10);
    expect(await sessionsRemaining(app, owner.token)).toBe(before - 10);
    await expect.poll(async () => (await emailsTo(db.database.db, owner.email, budgetEmailSubject)).length).toBe(1);
  });

  it('refuses a budget that is not a whole number of at least 1, naming the field, and changes nothing', async () => {
    const { owner, ws } = await ownerWithLiveTest();
    for (const [budget, message] of [
      [0, 'The daily session budget must be at least 1; leave it empty for no budget'],
      [2.5, 'The daily session budget is a whole number of sessions'],
      [10_000_001, 'The daily session budget can be at most 10,000,000 sessions'],
    ] as const) {
      const reply = await setBudget(owner, ws, budget);
      expect(reply.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'dailySessionBudget' },
      });
    }
    expect(await newVisitors(ws, 2)).toEqual(['enrolled', 'enrolled']);
  });

  it("gives NOT_FOUND for another owner's website", async () => {
    const { app } = testApp();
    const { ws } = await ownerWithLiveTest();
    const intruder = await signUp(app);
    const reply = await setBudget(intruder, ws, 1);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await newVisitors(ws, 2)).toEqual(['enrolled', 'enrolled']);
  });
});
