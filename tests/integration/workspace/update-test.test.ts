import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  ACTIVATE_TEST,
  createPage,
  createTest,
  createWebsite,
  createWorkspace,
  dataOf,
  daysFromNow,
  DELETE_TEST_DATA_FOR_TEST,
  UPDATE_TEST,
  UPDATE_TEST_VARIANT,
  TEST_FIELDS,
  type TestData,
} from '../../support/workspace-operations';

interface TestChangeData {
  readonly what: 'goal' | 'devices' | 'variant_code';
  readonly at: string;
}

type TestWithChanges = TestData & { readonly changes: readonly TestChangeData[] };

const TEST_WITH_CHANGES = `query Test($id: ID!) { test(id: $id) { ${TEST_FIELDS} changes { what at } } }`;

/** Sets how many sessions a test has counted, as enrolled visitors would have. */
async function recordSessions(db: Kysely<DatabaseSchema>, testId: string, count: number): Promise<void> {
  await db.updateTable('tests').set({ test_sessions_count: count }).where('id', '=', testId).execute();
}

describe('updateTest', () => {
  const testApp = useTestApplication();

  async function ownerWithTest(overrides: Parameters<typeof createTest>[3] = {}) {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: 'https://example.com', name: 'Example' });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/pricing', name: 'Pricing' });
    const testId = await createTest(app, owner.token, pageId, overrides);
    return { owner, testId };
  }

  /** The owner's test switched on, with 37 sessions counted: a running test with results. */
  async function ownerWithRunningTest() {
    const { app, db } = testApp();
    const { owner, testId } = await ownerWithTest({ maxCases: 1000, targetDevices: ['MOBILES'] });
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: testId }, { bearer: owner.token }));
    await recordSessions(db.database.db, testId, 37);
    return { owner, testId };
  }

  async function update(owner: SignedUpUser, input: Record<string, unknown>) {
    return postGraphql<{ updateTest: TestWithChanges }>(testApp().app, UPDATE_TEST, { input }, { bearer: owner.token });
  }

  async function readTest(owner: SignedUpUser, id: string): Promise<TestWithChanges> {
    const reply = await postGraphql<{ test: TestWithChanges }>(
      testApp().app,
      TEST_WITH_CHANGES,
      { id },
      {
        bearer: owner.token,
      },
    );
    return dataOf(reply).test;
  }

  it('changes every field of a test and answers with the test as it now is', async () => {
    const { owner, testId } = await ownerWithTest();
    const before = await readTest(owner, testId);
    const startDate = '2031-01-01T00:00:00.000Z';
    const endDate = '2031-03-01T00:00:00.000Z';
    const reply = await update(owner, {
      id: testId,
      name: 'Pricing headline v2',
      description: 'Now with a subtitle',
      goalId: '2',
      startDate,
      endDate,
      maxCases: 4758,
      targetDevices: ['DESKTOPS', 'TABLETS'],
    });
    const updated = dataOf(reply).updateTest;
    expect(updated).toMatchObject({
      id: testId,
      name: 'Pricing headline v2',
      description: 'Now with a subtitle',
      goalId: '2',
      goalName: 'form submissions',
      startDate,
      endDate,
      maxCases: 4758,
      targetDeviceNames: ['tablets', 'desktops'],
      active: false,
      testSessionsCount: 0,
      pageId: before.pageId,
      createdAt: before.createdAt,
      variants: before.variants,
      changes: [],
    });
    expect(new Date(updated.lastModified).getTime()).toBeGreaterThan(new Date(before.lastModified).getTime());
    expect(await readTest(owner, testId)).toEqual(updated);
  });

  it('leaves out fields, and null ones, as they are; an empty description clears it', async () => {
    const { owner, testId } = await ownerWithTest();
    const before = await readTest(owner, testId);
    const updated = dataOf(
      await update(owner, { id: testId, name: null, goalId: null, description: '', targetDevices: null }),
    ).updateTest;
    const { lastModified: _before, description: _old, ...kept } = before;
    expect(updated).toMatchObject({ ...kept, description: '' });
  });

  it("raises a running test's cap and extends its end without marking its results", async () => {
    const { owner, testId } = await ownerWithRunningTest();
    const endDate = daysFromNow(90);
    const updated = dataOf(await update(owner, { id: testId, maxCases: 5000, endDate, name: 'Longer run' })).updateTest;
    expect(updated).toMatchObject({ maxCases: 5000, endDate, name: 'Longer run', active: true, changes: [] });
  });

  it("marks a running test's results when its goal, its devices and a variant's code change, in that order", async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const workspace = await createWorkspace(app, owner.token);
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: workspace.testId }, { bearer: owner.token }));
    await recordSessions(db.database.db, workspace.testId, 37);

    const goal = dataOf(await update(owner, { id: workspace.testId, goalId: '2' })).updateTest;
    expect(goal.changes).toEqual([{ what: 'goal', at: goal.lastModified }]);

    const devices = dataOf(await update(owner, { id: workspace.testId, targetDevices: ['MOBILES'] })).updateTest;
    expect(devices.changes).toEqual([
      { what: 'goal', at: goal.lastModified },
      { what: 'devices', at: devices.lastModified },
    ]);

    // A rename and a new share change nothing the variant shows, but the new share starts a new phase; new CSS
    // changes what it shows.
    dataOf(
      await postGraphql(
        app,
        UPDATE_TEST_VARIANT,
        { input: { id: workspace.variantId, name: 'Renamed', trafficAllocation: 40, rebalance: true } },
        { bearer: owner.token },
      ),
    );
    expect((await readTest(owner, workspace.testId)).changes.map((c) => c.what)).toEqual(['goal', 'devices', 'split']);
    dataOf(
      await postGraphql(
        app,
        UPDATE_TEST_VARIANT,
        { input: { id: workspace.variantId, cssCode: 'h1 { font-size: 3rem }' } },
        { bearer: owner.token },
      ),
    );
    const test = await readTest(owner, workspace.testId);
    expect(test.changes.map((c) => c.what)).toEqual(['goal', 'devices', 'split', 'variant_code']);
    expect(new Date(test.changes[3]?.at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(devices.lastModified).getTime(),
    );

    // Deleting the collected data deletes the results the marks split.
    dataOf(await postGraphql(app, DELETE_TEST_DATA_FOR_TEST, { id: workspace.testId }, { bearer: owner.token }));
    expect((await readTest(owner, workspace.testId)).changes).toEqual([]);
  });

  it('changes the goal of a test that has not run without marking anything', async () => {
    const { owner, testId } = await ownerWithTest();
    expect(dataOf(await update(owner, { id: testId, goalId: '3' })).updateTest).toMatchObject({
      goalName: 'scroll depth',
      changes: [],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty name', { name: '' }, 'name', 'Enter a name'],
    ['a name of spaces', { name: '   ' }, 'name', 'Enter a name'],
    [
      'a name with markup',
      { name: '<b>Shop</b>' },
      'name',
      'The name can only contain letters, numbers, spaces and punctuation',
    ],
    [
      'a description of 2,001 characters',
      { description: 'd'.repeat(2001) },
      'description',
      'Use at most 2,000 characters for the description',
    ],
    [
      'a cap below the 37 sessions counted',
      { maxCases: 36 },
      'maxCases',
      'The maximum number of test sessions cannot be below the 37 sessions already counted',
    ],
    ['a cap of 0', { maxCases: 0 }, 'maxCases', 'The maximum number of test sessions must be at least 1'],
    [
      'an end before the start',
      { startDate: daysFromNow(10), endDate: daysFromNow(5) },
      'endDate',
      'The end date must be after the start date',
    ],
    ['a start after the end', { startDate: daysFromNow(400) }, 'endDate', 'The end date must be after the start date'],
    [
      'an end in the past for an active test',
      { endDate: daysFromNow(-0.5) },
      'endDate',
      "An active test's end date must be in the future. To end it now, make it inactive.",
    ],
    ['an unknown goal', { goalId: '999' }, 'goalId', 'Choose one of the goals.'],
    ['a goal id that is no number', { goalId: 'clicks' }, 'goalId', 'Choose one of the goals.'],
  ])('refuses %s with a message naming the field, and changes nothing', async (_case, input, field, message) => {
    const { owner, testId } = await ownerWithRunningTest();
    const before = await readTest(owner, testId);
    const reply = await update(owner, { id: testId, goalId: '2', ...input });
    expect(reply.data).toBeNull();
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await readTest(owner, testId)).toEqual(before);
  });

  it("answers NOT_FOUND for another owner's test, and changes nothing", async () => {
    const { owner, testId } = await ownerWithRunningTest();
    const before = await readTest(owner, testId);
    const other = await signUp(testApp().app);
    const reply = await update(other, { id: testId, name: 'Taken over', goalId: '2', maxCases: 1 });
    expect(reply.data).toBeNull();
    expect(reply.error).toMatchObject({
      message: 'There is no test with that id.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await readTest(owner, testId)).toEqual(before);
  });
});
