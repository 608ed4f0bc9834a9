import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  ACTIVATE_TEST,
  ADJUST_MAX_TEST_CASES_TO_BEGINNER,
  CREATE_TEST,
  CREATE_TEST_TARGET_DEVICES,
  createPage,
  createTest,
  createVariant,
  createWebsite,
  createWorkspace,
  dataOf,
  daysFromNow,
  DELETE_TEST,
  DELETE_TEST_DATA_FOR_TEST,
  getTest,
  getVariants,
  GOALS,
  MAKE_TEST_INACTIVE,
  PAGE,
  TEST,
  TEST_VARIANT,
  TEST_VARIANTS,
  testInput,
  workspaceSnapshot,
  type InsertResultData,
  type TestData,
  type TestInput,
} from '../../support/workspace-operations';

type Device = 'MOBILES' | 'TABLETS' | 'DESKTOPS';

/** Sets how many sessions a test has taken part in, as the tracking script will once it exists. */
async function recordSessions(db: Kysely<DatabaseSchema>, testId: string, count: number): Promise<void> {
  await db.updateTable('tests').set({ test_sessions_count: count }).where('id', '=', testId).execute();
}

describe('tests', () => {
  const testApp = useTestApplication();

  async function ownerWithPage() {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: 'https://example.com', name: 'Example' });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/pricing/', name: 'Pricing' });
    return { owner, websiteId, pageId };
  }

  it('creates an inactive test whose control takes all the traffic, with its goal, page and website', async () => {
    const { app } = testApp();
    const { owner, websiteId, pageId } = await ownerWithPage();
    const startDate = '2030-01-01T00:00:00.000Z';
    const endDate = '2030-02-01T12:30:00.000Z';
    const reply = await postGraphql<{ createTest: InsertResultData }>(
      app,
      CREATE_TEST,
      {
        input: {
          pageId,
          name: 'Headline test',
          description: 'Shorter headlines',
          goalId: '2',
          startDate,
          endDate,
          maxCases: 750,
          targetDevices: ['DESKTOPS', 'MOBILES'],
        },
      },
      { bearer: owner.token },
    );
    const created = dataOf(reply).createTest;
    expect(created).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const test = await getTest(app, owner.token, created.insertedId);
    const goals = dataOf(await postGraphql<{ goals: { id: string; name: string }[] }>(app, GOALS)).goals;
    expect(test).toMatchObject({
      id: created.insertedId,
      name: 'Headline test',
      description: 'Shorter headlines',
      active: false,
      goalId: '2',
      goalName: goals.find((g) => g.id === '2')?.name,
      startDate,
      endDate,
      maxCases: 750,
      pageId,
      pageUrl: 'https://example.com/pricing',
      websiteId,
      websiteUrl: 'https://example.com',
      targetDeviceNames: ['mobiles', 'desktops'],
      testSessionsCount: 0,
      variantRedirectUrls: [],
    });
    expect(test.goalName).toBe('form submissions');
    expect(test.variants).toEqual([
      expect.objectContaining({
        testId: created.insertedId,
        variantNo: 0,
        isControl: true,
        trafficAllocation: 100,
        hasRedirect: false,
        pageRedirectUrl: null,
      }),
    ]);
    expect(await getVariants(app, owner.token, created.insertedId)).toEqual(test.variants);
  });

  it.each<[string, Device[] | null, string[]]>([
    ['desktops and mobiles', ['DESKTOPS', 'MOBILES'], ['mobiles', 'desktops']],
    ['a device twice', ['DESKTOPS', 'MOBILES', 'DESKTOPS'], ['mobiles', 'desktops']],
    ['tablets only', ['TABLETS'], ['tablets']],
    ['every device (an empty list)', [], []],
    ['every device (no list)', null, []],
  ])('names the target devices of a test created for %s in the order of their ids', async (_case, devices, names) => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const id = await createTest(app, owner.token, pageId, { targetDevices: devices });
    expect((await getTest(app, owner.token, id)).targetDeviceNames).toEqual(names);
  });

  it.each<[string, TestInput, string, string, string]>([
    ['no start date', { startDate: null }, 'BAD_USER_INPUT', 'startDate', 'Enter a start date'],
    ['no end date', { endDate: null }, 'BAD_USER_INPUT', 'endDate', 'Enter an end date'],
    [
      'an end before the start',
      { startDate: daysFromNow(5), endDate: daysFromNow(4) },
      'BAD_USER_INPUT',
      'endDate',
      'The end date must be after the start date',
    ],
    [
      'an end equal to the start',
      { startDate: '2030-01-01T00:00:00.000Z', endDate: '2030-01-01T00:00:00.000Z' },
      'BAD_USER_INPUT',
      'endDate',
      'The end date must be after the start date',
    ],
    [
      'a maximum of 0 sessions',
      { maxCases: 0 },
      'BAD_USER_INPUT',
      'maxCases',
      'The maximum number of test sessions must be at least 1',
    ],
    ['an unknown goal id', { goalId: '999' }, 'BAD_USER_INPUT', 'goalId', 'Choose one of the goals.'],
    ['a goal id that is no number', { goalId: 'not-a-goal' }, 'BAD_USER_INPUT', 'goalId', 'Choose one of the goals.'],
    ['an empty name', { name: '' }, 'BAD_USER_INPUT', 'name', 'Enter a name'],
    ['a name of spaces', { name: '   ' }, 'BAD_USER_INPUT', 'name', 'Enter a name'],
    [
      'a name with markup',
      { name: '<b>Big win</b>' },
      'BAD_USER_INPUT',
      'name',
      'The name can only contain letters, numbers, spaces and punctuation',
    ],
    [
      'a name of 101 characters',
      { name: 'a'.repeat(101) },
      'BAD_USER_INPUT',
      'name',
      'Use at most 100 characters for the name',
    ],
  ])('refuses a test with %s, naming the field, and creates nothing', async (_case, change, code, field, message) => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const reply = await postGraphql(app, CREATE_TEST, { input: testInput(pageId, change) }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code, field } });
    expect((await workspaceSnapshot(app, owner.token)).tests.total).toBe(0);
  });

  it('accepts a name of exactly 100 characters and a maximum of 1 session', async () => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const name = 'T'.repeat(100);
    const id = await createTest(app, owner.token, pageId, { name, maxCases: 1 });
    expect(await getTest(app, owner.token, id)).toMatchObject({ name, maxCases: 1 });
  });

  it('gives NOT_FOUND for a test on a page that does not exist', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql(
      app,
      CREATE_TEST,
      { input: testInput('00000000-0000-4000-8000-000000000000') },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({ message: 'There is no page with that id.', extensions: { code: 'NOT_FOUND' } });
  });

  it('sets the target devices, replacing those chosen before, and answers their ids', async () => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const id = await createTest(app, owner.token, pageId, { targetDevices: ['TABLETS'] });
    const steps: [Device[], number[], string[]][] = [
      [
        ['MOBILES', 'DESKTOPS'],
        [1, 3],
        ['mobiles', 'desktops'],
      ],
      [['TABLETS'], [2], ['tablets']],
      [[], [], []],
      [
        ['DESKTOPS', 'TABLETS', 'MOBILES'],
        [1, 2, 3],
        ['mobiles', 'tablets', 'desktops'],
      ],
    ];
    for (const [devices, ids, names] of steps) {
      const reply = await postGraphql<{ createTestTargetDevices: { insertedIds: number[] } }>(
        app,
        CREATE_TEST_TARGET_DEVICES,
        { input: { testId: id, targetDevices: devices } },
        { bearer: owner.token },
      );
      expect(dataOf(reply).createTestTargetDevices.insertedIds, devices.join()).toEqual(ids);
      expect((await getTest(app, owner.token, id)).targetDeviceNames, devices.join()).toEqual(names);
    }
  });

  it('activates a test and makes it inactive again', async () => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const id = await createTest(app, owner.token, pageId);

    const activated = await postGraphql<{ activateTest: TestData }>(
      app,
      ACTIVATE_TEST,
      { id },
      { bearer: owner.token },
    );
    expect(dataOf(activated).activateTest).toMatchObject({ id, active: true });
    expect((await getTest(app, owner.token, id)).active).toBe(true);

    const stopped = await postGraphql<{ makeTestInactive: TestData }>(
      app,
      MAKE_TEST_INACTIVE,
      { id },
      { bearer: owner.token },
    );
    expect(dataOf(stopped).makeTestInactive).toMatchObject({ id, active: false });
    expect((await getTest(app, owner.token, id)).active).toBe(false);
  });

  it('deletes a test with its variants, keeping its page and the page’s other tests', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const workspace = await createWorkspace(app, owner.token);
    const otherTest = await createTest(app, owner.token, workspace.pageId, { name: 'Other' });
    const otherBefore = await getTest(app, owner.token, otherTest);

    const reply = await postGraphql<{ deleteTest: { success: boolean } }>(
      app,
      DELETE_TEST,
      { id: workspace.testId },
      { bearer: owner.token },
    );
    expect(dataOf(reply).deleteTest).toEqual({ success: true });

    const gone: [string, string, string][] = [
      [TEST, workspace.testId, 'There is no test with that id.'],
      [TEST_VARIANTS, workspace.testId, 'There is no test with that id.'],
      [TEST_VARIANT, workspace.controlId, 'There is no variant with that id.'],
      [TEST_VARIANT, workspace.variantId, 'There is no variant with that id.'],
    ];
    for (const [query, id, message] of gone) {
      const read = await postGraphql(app, query, { id }, { bearer: owner.token });
      expect(read.error, `${query} ${id}`).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    }
    expect(dataOf(await postGraphql(app, PAGE, { id: workspace.pageId }, { bearer: owner.token }))).toBeTruthy();
    const { tests } = await workspaceSnapshot(app, owner.token);
    expect(tests).toEqual({ total: 1, tests: [otherBefore] });

    const again = await postGraphql(app, DELETE_TEST, { id: workspace.testId }, { bearer: owner.token });
    expect(again.error).toMatchObject({ message: 'There is no test with that id.', extensions: { code: 'NOT_FOUND' } });
  });

  it('deletes the data a test collected, keeping the test, its settings and its variants', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const workspace = await createWorkspace(app, owner.token);
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: workspace.testId }, { bearer: owner.token }));
    // Tracking is not built yet: 42 sessions stand for what visitors would have recorded.
    await recordSessions(db.database.db, workspace.testId, 42);
    const before = await getTest(app, owner.token, workspace.testId);
    expect(before.testSessionsCount).toBe(42);

    const reply = await postGraphql<{ deleteTestDataForTest: TestData }>(
      app,
      DELETE_TEST_DATA_FOR_TEST,
      { id: workspace.testId },
      { bearer: owner.token },
    );
    const { lastModified: _lastModified, ...kept } = before;
    expect(dataOf(reply).deleteTestDataForTest).toMatchObject({ ...kept, testSessionsCount: 0 });
    const after = await getTest(app, owner.token, workspace.testId);
    expect(after).toMatchObject({ ...kept, testSessionsCount: 0 });
    expect(after.variants.map((v) => [v.id, v.trafficAllocation])).toEqual([
      [workspace.controlId, 70],
      [workspace.variantId, 30],
    ]);
  });

  it("lowers maxCases above 200 to 200 on the owner's unfinished tests only (end ahead, maximum not reached), and answers how many changed", async () => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const high = await createTest(app, owner.token, pageId, { name: 'High', maxCases: 5000 });
    const justAbove = await createTest(app, owner.token, pageId, { name: 'Just above', maxCases: 201 });
    const atCap = await createTest(app, owner.token, pageId, { name: 'At cap', maxCases: 200 });
    const low = await createTest(app, owner.token, pageId, { name: 'Low', maxCases: 150 });
    const ended = await createTest(app, owner.token, pageId, {
      name: 'Ended',
      maxCases: 5000,
      startDate: daysFromNow(-30),
      endDate: daysFromNow(-1),
    });
    const notStarted = await createTest(app, owner.token, pageId, {
      name: 'Not started',
      maxCases: 900,
      startDate: daysFromNow(10),
      endDate: daysFromNow(40),
    });
    const reachedItsMaximum = await createTest(app, owner.token, pageId, { name: 'Full', maxCases: 300 });
    await recordSessions(testApp().db.database.db, reachedItsMaximum, 300);
    const other = await signUp(app);
    const otherWebsite = await createWebsite(app, other.token, { url: 'https://example.com' });
    const otherPage = await createPage(app, other.token, otherWebsite, { url: '/pricing' });
    const othersTest = await createTest(app, other.token, otherPage, { maxCases: 5000 });
    const othersBefore = await workspaceSnapshot(app, other.token);

    const reply = await postGraphql<{ adjustMaxTestCasesToBeginner: number }>(
      app,
      ADJUST_MAX_TEST_CASES_TO_BEGINNER,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(reply).adjustMaxTestCasesToBeginner).toBe(3);

    const expected: [string, number][] = [
      [high, 200],
      [justAbove, 200],
      [atCap, 200],
      [low, 150],
      [ended, 5000],
      [notStarted, 200],
      [reachedItsMaximum, 300],
    ];
    for (const [id, maxCases] of expected) {
      const test = await getTest(app, owner.token, id);
      expect(test.maxCases, test.name).toBe(maxCases);
    }
    expect((await getTest(app, other.token, othersTest)).maxCases).toBe(5000);
    expect(await workspaceSnapshot(app, other.token)).toEqual(othersBefore);

    const again = await postGraphql<{ adjustMaxTestCasesToBeginner: number }>(
      app,
      ADJUST_MAX_TEST_CASES_TO_BEGINNER,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(again).adjustMaxTestCasesToBeginner).toBe(0);
  });

  it('answers 0 for an owner without tests', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql<{ adjustMaxTestCasesToBeginner: number }>(
      app,
      ADJUST_MAX_TEST_CASES_TO_BEGINNER,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(reply).adjustMaxTestCasesToBeginner).toBe(0);
  });

  it('lists the redirect addresses of its variants on the test', async () => {
    const { app } = testApp();
    const { owner, pageId } = await ownerWithPage();
    const id = await createTest(app, owner.token, pageId);
    await createVariant(app, owner.token, id, { name: 'B', pageRedirectUrl: 'https://example.com/pricing-b' });
    await createVariant(app, owner.token, id, { name: 'C', cssCode: 'body { color: red }' });
    await createVariant(app, owner.token, id, { name: 'D', pageRedirectUrl: 'https://example.com/pricing-d' });
    const test = await getTest(app, owner.token, id);
    expect([...test.variantRedirectUrls].sort()).toEqual([
      'https://example.com/pricing-b',
      'https://example.com/pricing-d',
    ]);
  });
});
