import { z } from 'zod';
import type { TestView } from '../../../../application/workspace/ab-tests/test-view';
import type { UseCases } from '../../../../application/use-cases';
import type { WorkspaceError } from '../../../../application/workspace/workspace-errors';
import type { Viewer } from '../../../../domain/accounts/viewer';
import type { Result } from '../../../../domain/shared/result';
import type { GoalId } from '../../../../domain/ab-tests/goal';
import { testDateMessages } from '../../../../domain/ab-tests/test-rules';
import { targetDeviceName, type TargetDevice } from '../../../../domain/ab-tests/target-device';
import type { TestId, PageId, VariantId, WebsiteId } from '../../../../domain/shared/ids';
import { testStatuses, type TestStatus } from '../../../../domain/ab-tests/test-status';
import type { WhenDecided } from '../../../../domain/ab-tests/when-decided';
import { CurrencyEnum } from '../websites/website-schema';
import { builder, InsertResult, SuccessPayload } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import { workspaceValue } from '../workspace-errors';
import {
  descriptionField,
  goalIdField,
  maxCasesField,
  minimumLiftPercentField,
  nameField,
  pagingFields,
} from '../../workspace-inputs';
import {
  SecondaryGoalInput,
  secondaryGoalsField,
  secondaryGoalsOf,
  testGoalsOf,
  TestGoalType,
} from './test-goals-schema';
import { VariantType } from './variant-schema';

export const TargetDeviceEnum = builder.enumType('TargetDevice', {
  description: 'Viewport widths: MOBILES under 768 px, TABLETS under 1024 px, DESKTOPS from 1024 px.',
  values: ['MOBILES', 'TABLETS', 'DESKTOPS'] as const,
});

const statusNames = {
  inactive: 'INACTIVE',
  scheduled: 'SCHEDULED',
  running: 'RUNNING',
  email_unconfirmed: 'EMAIL_UNCONFIRMED',
  out_of_sessions: 'OUT_OF_SESSIONS',
  full: 'FULL',
  ended: 'ENDED',
  stopped: 'STOPPED',
  shipped: 'SHIPPED',
} as const satisfies Record<TestStatus, string>;
type TestStatusName = (typeof statusNames)[TestStatus];
const statusesByName = new Map(testStatuses.map((status) => [statusNames[status], status]));

export const TestStatusEnum = builder.enumType('TestStatus', {
  description:
    'Where a test stands, by the rules the tracking script follows. INACTIVE: not started by its owner (a draft). ' +
    'SCHEDULED: active, before its start date. RUNNING: taking visitors. EMAIL_UNCONFIRMED: waiting for its owner ' +
    'to confirm their email address (resendEmailConfirmation). OUT_OF_SESSIONS: paused, its owner has no ' +
    'test sessions left. FULL: at its maximum number of sessions. ENDED: past its end date. STOPPED: stopped by its ' +
    'owner. SHIPPED: stopped, with a winning variant served to every visitor untested.',
  values: Object.values(statusNames),
});

const whenDecidedNames = {
  stop: 'STOP_AND_TELL',
  ship: 'SHIP_WINNER',
  keep_running: 'KEEP_RUNNING',
} as const satisfies Record<WhenDecided, string>;
type WhenDecidedName = (typeof whenDecidedNames)[WhenDecided];
const whenDecidedByName = new Map(
  Object.entries(whenDecidedNames).map(([choice, name]) => [name as string, choice as WhenDecided]),
);

export const WhenDecidedEnum = builder.enumType('WhenDecided', {
  description:
    "What happens once the test's verdict decides it (a winner, the control wins, no meaningful difference, finished " +
    'undecided). STOP_AND_TELL (the default): the test stops, so no more sessions are charged, and the owner is ' +
    'told. SHIP_WINNER: a winner is shipped (served to every visitor untested, free); any other decision stops the ' +
    'test. KEEP_RUNNING: the owner is told; the test keeps taking visitors until its maximum or end date.',
  values: Object.values(whenDecidedNames),
});

/** The choice a GraphQL enum name stands for; zod has checked the name already. */
export const whenDecidedField = z
  .enum(Object.values(whenDecidedNames))
  .transform((name): WhenDecided => whenDecidedByName.get(name) ?? 'stop');

export const TestType = builder.objectRef<TestView>('Test').implement({
  description: 'A test: variants of one page compared on one goal. Only active tests take visitors.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    active: t.exposeBoolean('active'),
    status: t.field({
      type: TestStatusEnum,
      resolve: (test, _args, ctx): TestStatusName => statusNames[ctx.useCases.testStatusOf(test)],
    }),
    stoppedAt: t.expose('stoppedAt', { type: 'DateTime', nullable: true }),
    shippedVariantId: t.exposeID('shippedVariantId', {
      nullable: true,
      description: 'The winner served to every visitor of the page, untested; null when none is shipped.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime' }),
    lastModified: t.expose('lastModified', { type: 'DateTime' }),
    goalId: t.exposeID('goalId'),
    goalName: t.exposeString('goalName'),
    secondaryGoals: t.field({
      type: [TestGoalType],
      description: 'The goals measured besides the primary one (at most five), in the order chosen.',
      resolve: (test, _args, ctx) => ctx.loaders.secondaryGoalsByTest.load(test.id),
    }),
    maxCases: t.exposeInt('maxCases'),
    minimumLiftPercent: t.exposeFloat('minimumLiftPercent', {
      description:
        'The smallest lift worth finding, in percent: what the test is planned for, and what a verdict of no meaningful difference rules out.',
    }),
    whenDecided: t.field({
      type: WhenDecidedEnum,
      description: 'What happens once the verdict decides the test.',
      resolve: (test): WhenDecidedName => whenDecidedNames[test.whenDecided],
    }),
    pageId: t.exposeID('pageId'),
    pageUrl: t.exposeString('pageUrl'),
    websiteId: t.exposeID('websiteId'),
    websiteUrl: t.exposeString('websiteUrl'),
    currency: t.field({
      type: CurrencyEnum,
      description: "The website's currency, which revenue figures are in (its minor unit).",
      resolve: (test) => test.currency,
    }),
    targetDeviceNames: t.stringList({
      description: 'mobiles, tablets, desktops; empty means every device.',
      resolve: (test) => test.targetDevices.map(targetDeviceName),
    }),
    testSessionsCount: t.exposeInt('testSessionsCount', { description: 'Visitor sessions taken part so far.' }),
    variantRedirectUrls: t.exposeStringList('variantRedirectUrls'),
    variants: t.field({
      type: [VariantType],
      description: 'The control first, then the variants in the order they were added.',
      resolve: (test) => test.variants,
    }),
  }),
});

const TestsPage = builder.objectRef<{ items: readonly TestView[]; total: number }>('TestsPage').implement({
  fields: (t) => ({
    tests: t.field({ type: [TestType], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const TestsInput = builder.inputType('TestsInput', {
  fields: (t) => ({
    websiteId: t.id({ description: "Only this website's tests." }),
    status: t.field({ type: TestStatusEnum, description: 'Only the tests in this status.' }),
    limit: t.int(),
    skip: t.int(),
  }),
});

const TestsForUserInput = builder.inputType('TestsForUserInput', {
  fields: (t) => ({ limit: t.int(), skip: t.int() }),
});

const CreateTestInput = builder.inputType('CreateTestInput', {
  fields: (t) => ({
    pageId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    goalId: t.id({ required: true }),
    secondaryGoals: t.field({ type: [SecondaryGoalInput], description: 'At most five goals measured besides goalId.' }),
    startDate: t.field({ type: 'DateTime' }),
    endDate: t.field({ type: 'DateTime' }),
    maxCases: t.int(),
    minimumLiftPercent: t.float({
      description: 'The smallest lift worth finding, in percent (10 means +10%); 10 if left out.',
    }),
    whenDecided: t.field({ type: WhenDecidedEnum, description: 'STOP_AND_TELL if left out.' }),
    targetDevices: t.field({ type: [TargetDeviceEnum], description: 'Leave empty to run on every device.' }),
  }),
});

const CreateTestTargetDevicesInput = builder.inputType('CreateTestTargetDevicesInput', {
  fields: (t) => ({
    testId: t.id({ required: true }),
    targetDevices: t.field({ type: [TargetDeviceEnum], required: true }),
  }),
});

const TargetDevicesResult = builder.objectRef<{ insertedIds: readonly number[] }>('TargetDevicesResult').implement({
  fields: (t) => ({
    insertedIds: t.exposeIntList('insertedIds', { description: 'The device ids: MOBILES=1, TABLETS=2, DESKTOPS=3.' }),
  }),
});

const pageArgs = z.object({
  websiteId: z.string().nullish(),
  status: z.enum(Object.values(statusNames)).nullish(),
  ...pagingFields,
});
const createTestArgs = z.object({
  pageId: z.string(),
  name: nameField,
  description: descriptionField.nullish().transform((d) => d ?? ''),
  goalId: goalIdField,
  secondaryGoals: secondaryGoalsField.nullish().transform((goals) => goals ?? []),
  startDate: z.date({ error: testDateMessages.missingStart }),
  endDate: z.date({ error: testDateMessages.missingEnd }),
  maxCases: maxCasesField,
  minimumLiftPercent: minimumLiftPercentField.nullish().transform((lift) => lift ?? undefined),
  whenDecided: whenDecidedField.nullish().transform((choice) => choice ?? undefined),
  targetDevices: z
    .array(z.enum(['MOBILES', 'TABLETS', 'DESKTOPS']))
    .nullish()
    .transform((d) => d ?? []),
});

const testId = (id: string | number): TestId => String(id) as TestId;

builder.queryField('tests', (t) =>
  t.field({
    type: TestsPage,
    description:
      "The owner's tests, of one website or all, of one status or all: running first, then paused, then the rest, " +
      'each group most recently changed first.',
    args: { input: t.arg({ type: TestsInput }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const { websiteId, status, ...paging } = parseInput(pageArgs, {
        ...args.input,
        websiteId: args.input?.websiteId?.toString(),
      });
      return workspaceValue(
        await ctx.useCases.listTests(viewer, {
          websiteId: (websiteId ?? null) as WebsiteId | null,
          status: status === null || status === undefined ? null : (statusesByName.get(status) ?? null),
          ...paging,
        }),
      );
    },
  }),
);

builder.queryField('testsForUser', (t) =>
  t.field({
    type: [TestType],
    description: "All the owner's tests (for pickers), in the order of `tests`.",
    args: { input: t.arg({ type: TestsForUserInput }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const paging = parseInput(z.object(pagingFields), args.input ?? {});
      return workspaceValue(await ctx.useCases.listTests(viewer, { websiteId: null, status: null, ...paging })).items;
    },
  }),
);

builder.queryField('test', (t) =>
  t.field({
    type: TestType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.getTest(await requireViewer(ctx), testId(args.id))),
  }),
);

builder.mutationField('createTest', (t) =>
  t.field({
    type: InsertResult,
    description: 'Creates an inactive test on a page, with its control (variantNo 0) taking all traffic.',
    args: { input: t.arg({ type: CreateTestInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(createTestArgs, {
        ...args.input,
        pageId: String(args.input.pageId),
        goalId: String(args.input.goalId),
        secondaryGoals: secondaryGoalsOf(args.input.secondaryGoals),
      });
      const created = workspaceValue(
        await ctx.useCases.createTest(viewer, {
          ...input,
          pageId: input.pageId as PageId,
          goalId: Number(input.goalId) as GoalId,
          secondaryGoals: testGoalsOf(input.secondaryGoals),
          targetDevices: input.targetDevices as TargetDevice[],
        }),
      );
      return { acknowledged: true, insertedId: created.id };
    },
  }),
);

builder.mutationField('createTestTargetDevices', (t) =>
  t.field({
    type: TargetDevicesResult,
    description: 'Sets the devices a test runs on, replacing any chosen before. An empty list means every device.',
    args: { input: t.arg({ type: CreateTestTargetDevicesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const ids = workspaceValue(
        await ctx.useCases.setTargetDevices(viewer, {
          testId: testId(args.input.testId),
          devices: args.input.targetDevices,
        }),
      );
      return { insertedIds: ids };
    },
  }),
);

/** A mutation that changes one test and answers with it as it now is. */
function testMutation(
  name: 'activateTest' | 'makeTestInactive' | 'deleteTestDataForTest' | 'stopTest' | 'undoShipWinner',
  description: string,
  change: (useCases: UseCases, viewer: Viewer, id: TestId) => Promise<Result<TestView, WorkspaceError>>,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: TestType,
      description,
      args: { id: t.arg.id({ required: true }) },
      resolve: async (_root, args, ctx) =>
        workspaceValue(await change(ctx.useCases, await requireViewer(ctx), testId(args.id))),
    }),
  );
}

testMutation('activateTest', 'Starts the test: between its dates, visitors to its page take part.', (u, v, id) =>
  u.setTestActive(v, id, true),
);
testMutation('makeTestInactive', 'Stops the test: visitors see the original page.', (u, v, id) =>
  u.setTestActive(v, id, false),
);
testMutation(
  'stopTest',
  'The owner decided: the test takes no more visitors, keeps its results and shows as STOPPED. Activating it again resumes it.',
  (u, v, id) => u.stopTest(v, id),
);
testMutation(
  'undoShipWinner',
  'Takes a shipped winner back: visitors see the original page again; the test stays STOPPED.',
  (u, v, id) => u.undoShipWinner(v, id),
);

const ShipWinnerInput = builder.inputType('ShipWinnerInput', {
  fields: (t) => ({ testId: t.id({ required: true }), variantId: t.id({ required: true }) }),
});

builder.mutationField('shipWinner', (t) =>
  t.field({
    type: TestType,
    description:
      "Serves the variant to every visitor of the test's page through the same script, untested: no enrolment, no " +
      'session charged. The test stops (SHIPPED); undoShipWinner takes it back.',
    args: { input: t.arg({ type: ShipWinnerInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(
        await ctx.useCases.shipWinner(await requireViewer(ctx), {
          testId: testId(args.input.testId),
          variantId: String(args.input.variantId) as VariantId,
        }),
      ),
  }),
);

testMutation(
  'deleteTestDataForTest',
  'Removes the sessions and events the test collected; keeps the test and its variants.',
  (u, v, id) => u.deleteTestData(v, id),
);

builder.mutationField('deleteTest', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes the test with its variants and everything it collected.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      workspaceValue(await ctx.useCases.deleteTest(await requireViewer(ctx), testId(args.id)));
      return { success: true };
    },
  }),
);

builder.mutationField('adjustMaxTestCasesToBeginner', (t) =>
  t.int({
    description:
      "Lowers maxCases of the owner's unfinished tests to the beginner cap where higher; returns how many changed.",
    resolve: async (_root, _args, ctx) => ctx.useCases.adjustMaxCasesToBeginner(await requireViewer(ctx)),
  }),
);
