import { z } from 'zod';
import type { TestDurationEstimate } from '../../../../application/workspace/ab-tests/estimate-test-duration';
import { conversionRateMessages, visitorsPerDayMessages } from '../../../../domain/ab-tests/duration-estimate-rules';
import type { GoalId } from '../../../../domain/ab-tests/goal';
import { testDateMessages } from '../../../../domain/ab-tests/test-rules';
import type { PageId } from '../../../../domain/shared/ids';
import type { PlanProblem } from '../../../../domain/statistics/test-plan';
import { builder } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import { workspaceValue } from '../workspace-errors';
import { goalIdField, maxCasesField, minimumLiftPercentField, trafficAllocationField } from '../../workspace-inputs';

const TrafficSourceEnum = builder.enumType('TrafficSource', {
  description: "Where the visitors a day came from: the number entered, the page's recent tests, or nowhere.",
  values: ['ENTERED', 'RECENT_TRAFFIC', 'NONE'] as const,
});

const BaselineSourceEnum = builder.enumType('BaselineSource', {
  description:
    "PAGE_HISTORY: measured on the page's past tests. ASSUMED: a typical value (docs/statistics.md). ENTERED: the " +
    'conversion rate the owner expects (expectedConversionRatePercent).',
  values: ['PAGE_HISTORY', 'ASSUMED', 'ENTERED'] as const,
});

const BaselineKindEnum = builder.enumType('BaselineKind', {
  description: 'RATE for a rate goal (0.05 is 5%); COEFFICIENT_OF_VARIATION (σ/μ) for a per-session mean goal.',
  values: ['RATE', 'COEFFICIENT_OF_VARIATION'] as const,
});

const TestPlanProblemEnum = builder.enumType('TestPlanProblem', {
  description:
    'NO_TRAFFIC: no visitors a day to go by. LIFT_OUT_OF_RANGE: the rate would pass 100%. LONGER_THAN_TEST: ' +
    'it needs more days than the test runs. MORE_THAN_MAX_CASES: it needs more sessions than the test may take.',
  values: ['NO_TRAFFIC', 'LIFT_OUT_OF_RANGE', 'LONGER_THAN_TEST', 'MORE_THAN_MAX_CASES'] as const,
});

const problemNames: Record<PlanProblem['kind'], (typeof TestPlanProblemEnum)['$inferType']> = {
  NoTraffic: 'NO_TRAFFIC',
  LiftOutOfRange: 'LIFT_OUT_OF_RANGE',
  LongerThanTest: 'LONGER_THAN_TEST',
  MoreThanMaxCases: 'MORE_THAN_MAX_CASES',
};

const trafficSourceNames: Record<TestDurationEstimate['trafficSource'], (typeof TrafficSourceEnum)['$inferType']> = {
  entered: 'ENTERED',
  'recent-traffic': 'RECENT_TRAFFIC',
  none: 'NONE',
};

const baselineSourceNames: Record<
  TestDurationEstimate['baseline']['source'],
  (typeof BaselineSourceEnum)['$inferType']
> = {
  'page-history': 'PAGE_HISTORY',
  assumed: 'ASSUMED',
  entered: 'ENTERED',
};

// Sessions and days are whole numbers, typed Float because a small lift on a rare conversion can need more than
// GraphQL's 32-bit Int holds; an owner should see that number, not an error.
const TestDurationEstimateType = builder.objectRef<TestDurationEstimate>('TestDurationEstimate').implement({
  description:
    'How long a test needs to find the smallest lift worth finding (fixed-horizon, 5% significance, 80% power), ' +
    'and whether that fits its dates and its maximum of sessions.',
  fields: (t) => ({
    recentDailySessions: t.exposeFloat('recentDailySessions', {
      nullable: true,
      description: 'Visitors a day on the page over its last 28 days of tests; null when none ran lately.',
    }),
    dailySessions: t.exposeFloat('dailySessions', {
      nullable: true,
      description: 'Visitors a day the estimate uses: the number entered, else the recent traffic.',
    }),
    trafficSource: t.field({ type: TrafficSourceEnum, resolve: (e) => trafficSourceNames[e.trafficSource] }),
    baselineKind: t.field({
      type: BaselineKindEnum,
      resolve: (e) => (e.baseline.baseline.kind === 'rate' ? 'RATE' : 'COEFFICIENT_OF_VARIATION'),
    }),
    baseline: t.float({
      description: "The control's rate (rate goals) or the goal's coefficient of variation (mean goals).",
      resolve: (e) =>
        e.baseline.baseline.kind === 'rate' ? e.baseline.baseline.rate : e.baseline.baseline.coefficientOfVariation,
    }),
    baselineSource: t.field({
      type: BaselineSourceEnum,
      resolve: (e) => baselineSourceNames[e.baseline.source],
    }),
    sessionsPerArm: t.float({
      nullable: true,
      description: 'Sessions each variant needs (a whole number); null when the lift is out of range.',
      resolve: (e) => e.plan.sessionsPerArm,
    }),
    totalSessions: t.float({
      nullable: true,
      description: 'Sessions the whole test needs, so that its smallest share gets enough (a whole number).',
      resolve: (e) => e.plan.totalSessions,
    }),
    days: t.float({
      nullable: true,
      description: 'Days to get them (a whole number); null without traffic or when the lift is out of range.',
      resolve: (e) => e.plan.days,
    }),
    availableDays: t.int({
      description: 'Days from the start date to the end date.',
      resolve: (e) => e.plan.availableDays,
    }),
    feasible: t.boolean({
      description: 'No problem: the test can find the lift in time.',
      resolve: (e) => e.plan.feasible,
    }),
    problems: t.field({
      type: [TestPlanProblemEnum],
      resolve: (e) => e.plan.problems.map((problem) => problemNames[problem.kind]),
    }),
  }),
});

const TestDurationEstimateInput = builder.inputType('TestDurationEstimateInput', {
  fields: (t) => ({
    pageId: t.id({ required: true }),
    goalId: t.id({ required: true }),
    minimumLiftPercent: t.float({
      required: true,
      description: 'The smallest relative lift worth finding, in percent: 10 means +10%.',
    }),
    dailySessions: t.int({ description: "Visitors a day as the owner expects them; leave out for the page's own." }),
    expectedConversionRatePercent: t.float({
      description:
        'For a conversion goal: the share of sessions expected to reach it, in percent (3 means 3%); leave out for ' +
        "a typical 3%. Engagement goals go by the page's past tests and ignore it.",
    }),
    allocations: t.intList({ required: true, description: 'Traffic allocation in percent, control first.' }),
    startDate: t.field({ type: 'DateTime', required: true }),
    endDate: t.field({ type: 'DateTime', required: true }),
    maxCases: t.int({ required: true }),
  }),
});

const estimateArgs = z
  .object({
    pageId: z.string(),
    goalId: goalIdField,
    minimumLiftPercent: minimumLiftPercentField,
    dailySessions: z
      .number()
      .int(visitorsPerDayMessages.notWhole)
      .min(1, visitorsPerDayMessages.belowOne)
      .nullish()
      .transform((daily) => daily ?? null),
    expectedConversionRatePercent: z
      .number()
      .gt(0, conversionRateMessages.outOfRange)
      .lt(100, conversionRateMessages.outOfRange)
      .nullish()
      .transform((rate) => rate ?? null),
    allocations: z.array(trafficAllocationField).min(2, 'Give the control and at least one variant a share'),
    startDate: z.date(),
    endDate: z.date(),
    maxCases: maxCasesField,
  })
  .superRefine((input, context) => {
    if (input.endDate.getTime() <= input.startDate.getTime()) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: testDateMessages.endNotAfterStart });
    }
    const total = input.allocations.reduce((sum, share) => sum + share, 0);
    if (total !== 100) {
      context.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: `The traffic allocations must add up to 100%, not ${total}%`,
      });
    }
  });

builder.queryField('testDurationEstimate', (t) =>
  t.field({
    type: TestDurationEstimateType,
    description: "Before a test is created: how many days it needs. Another owner's page is NOT_FOUND.",
    args: { input: t.arg({ type: TestDurationEstimateInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(estimateArgs, {
        ...args.input,
        pageId: String(args.input.pageId),
        goalId: String(args.input.goalId),
      });
      return workspaceValue(
        await ctx.useCases.estimateTestDuration(viewer, {
          ...input,
          pageId: input.pageId as PageId,
          goalId: Number(input.goalId) as GoalId,
        }),
      );
    },
  }),
);
