import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import { tableCounts } from './count-rows';
import { postGraphql, type GraphqlReply } from './graphql-request';
import { normaliseWebsiteUrl } from '../../domain/websites/site-url';
import { rememberSiteOrigin } from './visitor-browser';

// The workspace operations of schema.graphql: websites, pages, tests (tests) and their variants.

export const WEBSITE_FIELDS = 'id url name lastModified';
export const PAGE_FIELDS = 'id url name lastModified websiteId';
export const VARIANT_FIELDS =
  'id testId name description trafficAllocation variantNo isControl hasRedirect pageRedirectUrl cssCode jsCode createdAt lastModified';
export const TEST_FIELDS = `id name description active createdAt startDate endDate lastModified goalId goalName maxCases
  pageId pageUrl websiteId websiteUrl targetDeviceNames testSessionsCount variantRedirectUrls
  variants { ${VARIANT_FIELDS} }`;

export const WEBSITES = `query Websites($limit: Int, $skip: Int) {
  websites(limit: $limit, skip: $skip) { total websites { ${WEBSITE_FIELDS} } }
}`;
export const WEBSITE = `query Website($id: ID!) { website(id: $id) { ${WEBSITE_FIELDS} } }`;
export const CREATE_WEBSITE = `mutation CreateWebsite($url: String!, $name: String!) {
  createWebsite(url: $url, name: $name) { acknowledged insertedId }
}`;
export const UPDATE_WEBSITE = `mutation UpdateWebsite($input: UpdateWebsiteInput!) {
  updateWebsite(input: $input) { ${WEBSITE_FIELDS} }
}`;
export const DELETE_WEBSITE = `mutation DeleteWebsite($id: ID!) { deleteWebsite(id: $id) { success } }`;

export const PAGES = `query Pages($input: PagesInput) {
  pages(input: $input) { total pages { ${PAGE_FIELDS} } }
}`;
export const PAGE = `query Page($id: ID!) { page(id: $id) { ${PAGE_FIELDS} website { ${WEBSITE_FIELDS} } } }`;
export const CREATE_PAGE = `mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) {
  createPage(url: $url, name: $name, websiteId: $websiteId) { acknowledged insertedId }
}`;
export const UPDATE_PAGE = `mutation UpdatePage($input: UpdatePageInput!) { updatePage(input: $input) { ${PAGE_FIELDS} } }`;
export const DELETE_PAGE = `mutation DeletePage($id: ID!) { deletePage(id: $id) { success } }`;

export const TESTS = `query Tests($input: TestsInput) { tests(input: $input) { total tests { ${TEST_FIELDS} } } }`;
export const TESTS_FOR_USER = `query TestsForUser($input: TestsForUserInput) { testsForUser(input: $input) { ${TEST_FIELDS} } }`;
export const TEST = `query Test($id: ID!) { test(id: $id) { ${TEST_FIELDS} } }`;
export const CREATE_TEST = `mutation CreateTest($input: CreateTestInput!) {
  createTest(input: $input) { acknowledged insertedId }
}`;
export const CREATE_TEST_TARGET_DEVICES = `mutation CreateTestTargetDevices($input: CreateTestTargetDevicesInput!) {
  createTestTargetDevices(input: $input) { insertedIds }
}`;
export const UPDATE_TEST = `mutation UpdateTest($input: UpdateTestInput!) {
  updateTest(input: $input) { ${TEST_FIELDS} changes { what at } }
}`;
export const ACTIVATE_TEST = `mutation ActivateTest($id: ID!) { activateTest(id: $id) { ${TEST_FIELDS} } }`;
export const MAKE_TEST_INACTIVE = `mutation MakeTestInactive($id: ID!) { makeTestInactive(id: $id) { ${TEST_FIELDS} } }`;
export const DELETE_TEST = `mutation DeleteTest($id: ID!) { deleteTest(id: $id) { success } }`;
export const DELETE_TEST_DATA_FOR_TEST = `mutation DeleteTestDataForTest($id: ID!) {
  deleteTestDataForTest(id: $id) { ${TEST_FIELDS} }
}`;
export const ADJUST_MAX_TEST_CASES_TO_BEGINNER = `mutation AdjustMaxTestCasesToBeginner { adjustMaxTestCasesToBeginner }`;
export const GOALS = `query Goals { goals { id name } }`;
export const TEST_DURATION_ESTIMATE = `query TestDurationEstimate($input: TestDurationEstimateInput!) {
  testDurationEstimate(input: $input) {
    recentDailySessions dailySessions trafficSource baselineKind baseline baselineSource
    sessionsPerArm totalSessions days availableDays feasible problems
  }
}`;

export const TEST_VARIANT = `query TestVariant($id: ID!) { testVariant(id: $id) { ${VARIANT_FIELDS} } }`;
export const TEST_VARIANTS = `query TestVariants($id: ID!) { testVariants(id: $id) { ${VARIANT_FIELDS} } }`;
export const CREATE_TEST_VARIANT = `mutation CreateTestVariant($input: CreateTestVariantInput!) {
  createTestVariant(input: $input) { ${VARIANT_FIELDS} }
}`;
export const UPDATE_TEST_VARIANT = `mutation UpdateTestVariant($input: UpdateTestVariantInput!) {
  updateTestVariant(input: $input) { ${VARIANT_FIELDS} }
}`;
export const SET_TRAFFIC_ALLOCATIONS = `mutation SetTrafficAllocations($input: SetTrafficAllocationsInput!) {
  setTrafficAllocations(input: $input) { ${VARIANT_FIELDS} }
}`;
export const DELETE_TEST_VARIANT = `mutation DeleteTestVariant($id: ID!) { deleteTestVariant(id: $id) { success } }`;

export interface WebsiteData {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly lastModified: string;
}

export interface PageData {
  readonly id: string;
  readonly url: string;
  readonly name: string;
  readonly lastModified: string;
  readonly websiteId: string;
}

export interface VariantData {
  readonly id: string;
  readonly testId: string;
  readonly name: string;
  readonly description: string;
  readonly trafficAllocation: number;
  readonly variantNo: number;
  readonly isControl: boolean;
  readonly hasRedirect: boolean;
  readonly pageRedirectUrl: string | null;
  readonly cssCode: string;
  readonly jsCode: string;
  readonly createdAt: string;
  readonly lastModified: string;
}

export interface TestData {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly createdAt: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly lastModified: string;
  readonly goalId: string;
  readonly goalName: string;
  readonly maxCases: number;
  readonly pageId: string;
  readonly pageUrl: string;
  readonly websiteId: string;
  readonly websiteUrl: string;
  readonly targetDeviceNames: readonly string[];
  readonly testSessionsCount: number;
  readonly variantRedirectUrls: readonly string[];
  readonly variants: readonly VariantData[];
}

export interface InsertResultData {
  readonly acknowledged: boolean;
  readonly insertedId: string;
}

/** The data of a reply that must have succeeded; otherwise the test fails showing the errors. */
export function dataOf<Data>(reply: GraphqlReply<Data>): Data {
  if (reply.data === null || reply.errors.length > 0) {
    throw new Error(`expected the operation to succeed, got ${JSON.stringify(reply.errors)}`);
  }
  return reply.data;
}

const day = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * day).toISOString();
}

let siteCounter = 0;

/** A fresh origin per call, so that one owner's websites never collide by accident. */
export function uniqueSiteUrl(label = 'site'): string {
  siteCounter += 1;
  return `https://${label}-${siteCounter}.example.com`;
}

export async function createWebsite(
  app: FastifyInstance,
  token: string,
  input: { readonly url?: string; readonly name?: string } = {},
): Promise<string> {
  const url = input.url ?? uniqueSiteUrl();
  const reply = await postGraphql<{ createWebsite: InsertResultData }>(
    app,
    CREATE_WEBSITE,
    { url, name: input.name ?? 'My website' },
    { bearer: token },
  );
  const id = dataOf(reply).createWebsite.insertedId;
  const stored = normaliseWebsiteUrl(url);
  if (stored.ok) rememberSiteOrigin(id, stored.url);
  return id;
}

let pageCounter = 0;

export async function createPage(
  app: FastifyInstance,
  token: string,
  websiteId: string,
  input: { readonly url?: string; readonly name?: string } = {},
): Promise<string> {
  pageCounter += 1;
  const reply = await postGraphql<{ createPage: InsertResultData }>(
    app,
    CREATE_PAGE,
    { websiteId, url: input.url ?? `/page-${pageCounter}`, name: input.name ?? 'Landing page' },
    { bearer: token },
  );
  return dataOf(reply).createPage.insertedId;
}

export interface TestInput {
  readonly name?: string;
  readonly description?: string | null;
  readonly goalId?: string;
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly maxCases?: number | null;
  readonly targetDevices?: readonly ('MOBILES' | 'TABLETS' | 'DESKTOPS')[] | null;
  readonly whenDecided?: 'STOP_AND_TELL' | 'SHIP_WINNER' | 'KEEP_RUNNING' | null;
}

/** createTest's input on `pageId`: running from yesterday for 30 days, 500 sessions, measuring clicks. */
export function testInput(pageId: string, overrides: TestInput = {}): Record<string, unknown> {
  return {
    pageId,
    name: 'Headline test',
    description: 'Does a shorter headline get more clicks',
    goalId: '1',
    startDate: daysFromNow(-1),
    endDate: daysFromNow(30),
    maxCases: 500,
    targetDevices: [],
    ...overrides,
  };
}

/**
 * Creates a test through the API. A new test must end in the future, so one asked for with an end already past (an
 * ended test) is created ending in a month and then has its end moved back while still inactive, as an owner could.
 */
export async function createTest(
  app: FastifyInstance,
  token: string,
  pageId: string,
  overrides: TestInput = {},
): Promise<string> {
  const endDate = overrides.endDate ?? null;
  const endsInPast = endDate !== null && new Date(endDate).getTime() <= Date.now();
  const reply = await postGraphql<{ createTest: InsertResultData }>(
    app,
    CREATE_TEST,
    { input: testInput(pageId, endsInPast ? { ...overrides, endDate: daysFromNow(30) } : overrides) },
    { bearer: token },
  );
  const id = dataOf(reply).createTest.insertedId;
  if (endsInPast) dataOf(await postGraphql(app, UPDATE_TEST, { input: { id, endDate } }, { bearer: token }));
  return id;
}

export interface VariantInput {
  readonly name?: string;
  readonly description?: string | null;
  readonly cssCode?: string | null;
  readonly jsCode?: string | null;
  readonly pageRedirectUrl?: string | null;
  readonly trafficAllocation?: number | null;
  readonly rebalance?: boolean | null;
}

/** A variant must change the page: one given no CSS, JavaScript or redirect of its own gets this line of CSS. */
export const defaultVariantCss = 'h1 { color: teal }';

const changeFields = ['cssCode', 'jsCode', 'pageRedirectUrl'] as const;

export async function createVariant(
  app: FastifyInstance,
  token: string,
  testId: string,
  input: VariantInput = {},
): Promise<VariantData> {
  const reply = await postGraphql<{ createTestVariant: VariantData }>(
    app,
    CREATE_TEST_VARIANT,
    {
      input: {
        testId,
        name: 'Variant B',
        ...(changeFields.some((field) => field in input) ? {} : { cssCode: defaultVariantCss }),
        trafficAllocation: 0,
        ...input,
      },
    },
    { bearer: token },
  );
  return dataOf(reply).createTestVariant;
}

export async function getTest(app: FastifyInstance, token: string, id: string): Promise<TestData> {
  return dataOf(await postGraphql<{ test: TestData }>(app, TEST, { id }, { bearer: token })).test;
}

export async function getVariants(app: FastifyInstance, token: string, testId: string): Promise<VariantData[]> {
  return dataOf(
    await postGraphql<{ testVariants: VariantData[] }>(app, TEST_VARIANTS, { id: testId }, { bearer: token }),
  ).testVariants;
}

/** A website with one page, a test on it, and a second variant beside the control (70/30). */
export interface Workspace {
  readonly websiteId: string;
  readonly websiteUrl: string;
  readonly pageId: string;
  readonly testId: string;
  readonly controlId: string;
  readonly variantId: string;
}

export async function createWorkspace(app: FastifyInstance, token: string): Promise<Workspace> {
  const websiteUrl = uniqueSiteUrl('shop');
  const websiteId = await createWebsite(app, token, { url: websiteUrl, name: 'Shop' });
  const pageId = await createPage(app, token, websiteId, { url: '/pricing', name: 'Pricing' });
  const testId = await createTest(app, token, pageId);
  // The control starts with 100%: the variant joins with 0% and the split is set afterwards.
  const variant = await createVariant(app, token, testId, {
    name: 'Short headline',
    cssCode: 'h1 { font-size: 2rem }',
    pageRedirectUrl: `${websiteUrl}/pricing-b`,
    trafficAllocation: 0,
  });
  const variants = await getVariants(app, token, testId);
  const control = variants.find((v) => v.isControl);
  if (control === undefined) throw new Error('the test has no control');
  dataOf(
    await postGraphql(
      app,
      SET_TRAFFIC_ALLOCATIONS,
      {
        input: {
          testId,
          allocations: [
            { variantId: control.id, trafficAllocation: 70 },
            { variantId: variant.id, trafficAllocation: 30 },
          ],
        },
      },
      { bearer: token },
    ),
  );
  return { websiteId, websiteUrl, pageId, testId, controlId: control.id, variantId: variant.id };
}

export interface WorkspaceSnapshot {
  readonly websites: { readonly total: number; readonly websites: readonly WebsiteData[] };
  readonly pages: { readonly total: number; readonly pages: readonly PageData[] };
  readonly tests: { readonly total: number; readonly tests: readonly TestData[] };
}

/** Everything an owner sees of their workspace, every field included, to show that a request changed nothing. */
export async function workspaceSnapshot(app: FastifyInstance, token: string): Promise<WorkspaceSnapshot> {
  const reply = await postGraphql<WorkspaceSnapshot>(
    app,
    `query Snapshot {
      websites(limit: 1000) { total websites { ${WEBSITE_FIELDS} } }
      pages(input: { limit: 1000 }) { total pages { ${PAGE_FIELDS} } }
      tests(input: { limit: 1000 }) { total tests { ${TEST_FIELDS} } }
    }`,
    {},
    { bearer: token },
  );
  return dataOf(reply);
}

/** Row counts of the workspace tables, for checks that no row appeared or vanished anywhere. */
export function workspaceTableCounts(db: Kysely<DatabaseSchema>): Promise<Record<string, number>> {
  return tableCounts(db, ['websites', 'pages', 'tests', 'test_target_devices', 'variants']);
}
