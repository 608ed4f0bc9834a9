import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  ACTIVATE_TEST,
  ADJUST_MAX_TEST_CASES_TO_BEGINNER,
  CREATE_PAGE,
  CREATE_TEST,
  CREATE_TEST_TARGET_DEVICES,
  CREATE_TEST_VARIANT,
  CREATE_WEBSITE,
  createTest,
  createWorkspace,
  dataOf,
  DELETE_PAGE,
  DELETE_TEST,
  DELETE_TEST_DATA_FOR_TEST,
  DELETE_TEST_VARIANT,
  DELETE_WEBSITE,
  MAKE_TEST_INACTIVE,
  PAGE,
  PAGES,
  SET_TRAFFIC_ALLOCATIONS,
  TEST,
  TEST_DURATION_ESTIMATE,
  TEST_VARIANT,
  TEST_VARIANTS,
  testInput,
  TESTS,
  TESTS_FOR_USER,
  UPDATE_PAGE,
  UPDATE_TEST,
  UPDATE_TEST_VARIANT,
  UPDATE_WEBSITE,
  WEBSITE,
  WEBSITES,
  workspaceSnapshot,
  workspaceTableCounts,
  type PageData,
  type TestData,
  type WebsiteData,
  type Workspace,
} from '../../support/workspace-operations';

/** The first owner's workspace: its test is active, and a second (idle) test on the same page is not. */
interface Ids extends Workspace {
  readonly idleTestId: string;
}

type Operation = readonly [name: string, document: string, variables: (ids: Ids, own: Ids) => Record<string, unknown>];

const allocations = (ids: Ids) => ({
  testId: ids.testId,
  allocations: [
    { variantId: ids.controlId, trafficAllocation: 50 },
    { variantId: ids.variantId, trafficAllocation: 50 },
  ],
});

/** Every workspace operation that names a website, page, test or variant, given the ids it should act on. */
const operationsOnIds: readonly Operation[] = [
  ['website', WEBSITE, (ids) => ({ id: ids.websiteId })],
  ['pages of a website', PAGES, (ids) => ({ input: { websiteId: ids.websiteId } })],
  ['page', PAGE, (ids) => ({ id: ids.pageId })],
  ['tests of a website', TESTS, (ids) => ({ input: { websiteId: ids.websiteId } })],
  ['test', TEST, (ids) => ({ id: ids.testId })],
  ['testVariant', TEST_VARIANT, (ids) => ({ id: ids.variantId })],
  ['testVariant of the control', TEST_VARIANT, (ids) => ({ id: ids.controlId })],
  ['testVariants', TEST_VARIANTS, (ids) => ({ id: ids.testId })],
  ['updateWebsite name', UPDATE_WEBSITE, (ids) => ({ input: { id: ids.websiteId, name: 'Taken over' } })],
  ['updateWebsite url', UPDATE_WEBSITE, (ids) => ({ input: { id: ids.websiteId, url: 'https://stolen.example' } })],
  ['deleteWebsite', DELETE_WEBSITE, (ids) => ({ id: ids.websiteId })],
  ['createPage', CREATE_PAGE, (ids) => ({ websiteId: ids.websiteId, url: '/stolen', name: 'Stolen' })],
  ['updatePage name', UPDATE_PAGE, (ids) => ({ input: { id: ids.pageId, name: 'Taken over' } })],
  ['updatePage url', UPDATE_PAGE, (ids) => ({ input: { id: ids.pageId, url: '/stolen' } })],
  ['deletePage', DELETE_PAGE, (ids) => ({ id: ids.pageId })],
  ['createTest', CREATE_TEST, (ids) => ({ input: testInput(ids.pageId) })],
  [
    'testDurationEstimate',
    TEST_DURATION_ESTIMATE,
    (ids) => ({
      input: {
        pageId: ids.pageId,
        goalId: '1',
        minimumLiftPercent: 10,
        allocations: [50, 50],
        startDate: '2030-06-01T00:00:00.000Z',
        endDate: '2030-07-01T00:00:00.000Z',
        maxCases: 1000,
      },
    }),
  ],
  [
    'createTestTargetDevices',
    CREATE_TEST_TARGET_DEVICES,
    (ids) => ({ input: { testId: ids.testId, targetDevices: ['MOBILES'] } }),
  ],
  [
    'updateTest',
    UPDATE_TEST,
    (ids) => ({ input: { id: ids.testId, name: 'Taken over', goalId: '2', maxCases: 1, targetDevices: [] } }),
  ],
  ['activateTest', ACTIVATE_TEST, (ids) => ({ id: ids.idleTestId })],
  ['makeTestInactive', MAKE_TEST_INACTIVE, (ids) => ({ id: ids.testId })],
  ['deleteTest', DELETE_TEST, (ids) => ({ id: ids.testId })],
  ['deleteTestDataForTest', DELETE_TEST_DATA_FOR_TEST, (ids) => ({ id: ids.testId })],
  [
    'createTestVariant',
    CREATE_TEST_VARIANT,
    (ids) => ({ input: { testId: ids.testId, name: 'Stolen', cssCode: 'h1 { color: red }', trafficAllocation: 0 } }),
  ],
  [
    'createTestVariant with rebalance',
    CREATE_TEST_VARIANT,
    (ids) => ({ input: { testId: ids.testId, name: 'Stolen', cssCode: 'h1 { color: red }', rebalance: true } }),
  ],
  ['updateTestVariant name', UPDATE_TEST_VARIANT, (ids) => ({ input: { id: ids.variantId, name: 'Stolen' } })],
  [
    'updateTestVariant redirect removal',
    UPDATE_TEST_VARIANT,
    (ids) => ({ input: { id: ids.variantId, pageRedirectUrl: '' } }),
  ],
  [
    'updateTestVariant share with rebalance',
    UPDATE_TEST_VARIANT,
    (ids) => ({ input: { id: ids.variantId, trafficAllocation: 50, rebalance: true } }),
  ],
  [
    'updateTestVariant redirect of the control',
    UPDATE_TEST_VARIANT,
    (ids) => ({ input: { id: ids.controlId, pageRedirectUrl: 'https://stolen.example/x' } }),
  ],
  ['setTrafficAllocations', SET_TRAFFIC_ALLOCATIONS, (ids) => ({ input: allocations(ids) })],
  [
    "setTrafficAllocations of one's own test with the other owner's variants",
    SET_TRAFFIC_ALLOCATIONS,
    (ids, own) => ({
      input: {
        testId: own.testId,
        allocations: [
          { variantId: ids.controlId, trafficAllocation: 50 },
          { variantId: ids.variantId, trafficAllocation: 50 },
        ],
      },
    }),
  ],
  [
    "setTrafficAllocations of the other owner's test with one's own variants",
    SET_TRAFFIC_ALLOCATIONS,
    (ids, own) => ({
      input: {
        testId: ids.testId,
        allocations: [
          { variantId: own.controlId, trafficAllocation: 50 },
          { variantId: own.variantId, trafficAllocation: 50 },
        ],
      },
    }),
  ],
  ['deleteTestVariant', DELETE_TEST_VARIANT, (ids) => ({ id: ids.variantId })],
  ['deleteTestVariant of the control', DELETE_TEST_VARIANT, (ids) => ({ id: ids.controlId })],
];

/** Operations that name no id: they act on the signed-in owner's own workspace. */
const operationsWithoutIds: readonly Operation[] = [
  ['websites', WEBSITES, () => ({})],
  ['pages', PAGES, () => ({})],
  ['tests', TESTS, () => ({})],
  ['testsForUser', TESTS_FOR_USER, () => ({})],
  ['createWebsite', CREATE_WEBSITE, () => ({ url: 'https://anonymous.example', name: 'Anonymous' })],
  ['adjustMaxTestCasesToBeginner', ADJUST_MAX_TEST_CASES_TO_BEGINNER, () => ({})],
];

const malformed = 'not-a-uuid';
const unknown = '00000000-0000-4000-8000-000000000000';

/** Every id made of `id`; the two variants' differ (`-b` / a last digit), so no input names one variant twice. */
function idsAll(id: string): Ids {
  return {
    websiteId: id,
    websiteUrl: 'https://example.com',
    pageId: id,
    testId: id,
    idleTestId: id,
    controlId: id,
    variantId: id.length === 36 ? `${id.slice(0, 35)}1` : `${id}-b`,
  };
}

describe('workspace ownership', () => {
  const testApp = useTestApplication();
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let annIds: Ids;
  let bobIds: Ids;

  async function workspaceWithIdleTest(user: SignedUpUser): Promise<Ids> {
    const { app } = testApp();
    const workspace = await createWorkspace(app, user.token);
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: workspace.testId }, { bearer: user.token }));
    const idleTestId = await createTest(app, user.token, workspace.pageId, { name: 'Idle', maxCases: 900 });
    return { ...workspace, idleTestId };
  }

  beforeAll(async () => {
    const { app } = testApp();
    ann = await signUp(app);
    bob = await signUp(app);
    annIds = await workspaceWithIdleTest(ann);
    bobIds = await workspaceWithIdleTest(bob);
  });

  /** Both owners' workspaces and every workspace row, to compare before and after a refused request. */
  async function everything() {
    const { app, db } = testApp();
    return {
      ann: await workspaceSnapshot(app, ann.token),
      bob: await workspaceSnapshot(app, bob.token),
      rows: await workspaceTableCounts(db.database.db),
    };
  }

  it.each(operationsOnIds)(
    "gives NOT_FOUND for another owner's ids to %s, and changes nothing",
    async (_name, document, variables) => {
      const { app } = testApp();
      const before = await everything();
      const reply = await postGraphql(app, document, variables(annIds, bobIds), { bearer: bob.token });
      expect(reply.data).toBeNull();
      expect(reply.error?.extensions?.code).toBe('NOT_FOUND');
      expect(await everything()).toEqual(before);
    },
  );

  it.each([...operationsOnIds, ...operationsWithoutIds])(
    'needs a signed-in user for %s, and changes nothing',
    async (_name, document, variables) => {
      const { app } = testApp();
      const before = await everything();
      const reply = await postGraphql(app, document, variables(annIds, annIds));
      expect(reply.data).toBeNull();
      expect(reply.error).toMatchObject({
        message: 'You need to log in to do that.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(await everything()).toEqual(before);
    },
  );

  it.each(
    operationsOnIds
      .filter(([name]) => !name.startsWith('setTrafficAllocations of'))
      .flatMap(([name, document, variables]) => [
        [`${name} (${malformed})`, document, () => variables(idsAll(malformed), bobIds)] as const,
        [`${name} (${unknown})`, document, () => variables(idsAll(unknown), bobIds)] as const,
      ]),
  )('gives NOT_FOUND for a malformed or unknown id to %s, and changes nothing', async (_name, document, variables) => {
    const { app } = testApp();
    const before = await everything();
    const reply = await postGraphql(app, document, variables(), { bearer: bob.token });
    expect(reply.data).toBeNull();
    expect(reply.error?.extensions?.code).toBe('NOT_FOUND');
    expect(await everything()).toEqual(before);
  });

  it("shows none of another owner's websites, pages or tests in one's own lists", async () => {
    const { app } = testApp();
    const lists = await postGraphql<{
      websites: { total: number; websites: WebsiteData[] };
      pages: { total: number; pages: PageData[] };
      tests: { total: number; tests: TestData[] };
      testsForUser: TestData[];
    }>(
      app,
      `query Lists {
        websites(limit: 1000) { total websites { id } }
        pages(input: { limit: 1000 }) { total pages { id } }
        tests(input: { limit: 1000 }) { total tests { id } }
        testsForUser(input: { limit: 1000 }) { id }
      }`,
      {},
      { bearer: bob.token },
    );
    const data = dataOf(lists);
    expect(data.websites).toEqual({ total: 1, websites: [{ id: bobIds.websiteId }] });
    expect(data.pages).toEqual({ total: 1, pages: [{ id: bobIds.pageId }] });
    expect(data.tests.total).toBe(2);
    expect(data.tests.tests.map((t) => t.id).sort()).toEqual([bobIds.testId, bobIds.idleTestId].sort());
    expect(data.testsForUser.map((t) => t.id).sort()).toEqual([bobIds.testId, bobIds.idleTestId].sort());
  });

  it("lets the first owner still read and change everything afterwards (the other owner's attempts left it intact)", async () => {
    const { app } = testApp();
    const test = dataOf(
      await postGraphql<{ test: TestData }>(app, TEST, { id: annIds.testId }, { bearer: ann.token }),
    ).test;
    expect(test).toMatchObject({
      active: true,
      maxCases: 500,
      targetDeviceNames: [],
      variantRedirectUrls: [`${annIds.websiteUrl}/pricing-b`],
    });
    expect(test.variants.map((v) => [v.id, v.trafficAllocation])).toEqual([
      [annIds.controlId, 70],
      [annIds.variantId, 30],
    ]);
    const renamed = await postGraphql(
      app,
      UPDATE_WEBSITE,
      { input: { id: annIds.websiteId, name: 'Still mine' } },
      { bearer: ann.token },
    );
    expect(renamed.errors).toEqual([]);
  });
});
