import type { TestResults } from '../../../application/results/get-test-results';
import type { GoalResults, GoalVariantFigures } from '../../../application/results/goal-results';
import { goalMetrics } from '../../../domain/ab-tests/goal-catalogue';
import type { TestId } from '../../../domain/shared/ids';
import type {
  AlwaysValidInterval,
  ComparisonLift,
  VariantComparison,
} from '../../../domain/statistics/goal-comparison';
import type { SampleRatioMismatch } from '../../../domain/statistics/sample-ratio-mismatch';
import type { LiftOnDay } from '../../../domain/statistics/lift-over-time';
import type { MismatchCause } from '../../../domain/statistics/mismatch-causes';
import {
  networkCheckMinimumSessions,
  oneNetworkShareLimit,
  type NetworkConcentration,
} from '../../../domain/statistics/network-concentration';
import {
  verdictAction,
  type Outlook,
  type TestVerdict,
  type UnreliableReason,
  type VerdictAction,
} from '../../../domain/statistics/test-verdict';
import { builder } from '../builder';
import { requireViewer } from '../require-viewer';
import { TestType } from '../workspace/ab-tests/test-schema';
import { workspaceValue } from '../workspace/workspace-errors';

const LiftType = builder.objectRef<ComparisonLift>('Lift').implement({
  description:
    "The variant's goal value relative to the control's (0.12 is 12% higher), with its 95% interval (Fieller's: it leaves out 0 exactly when the p-value is below 0.05).",
  fields: (t) => ({
    estimate: t.exposeFloat('estimate'),
    lower: t.float({ resolve: (l) => l.interval.lower }),
    upper: t.float({ resolve: (l) => l.interval.upper }),
  }),
});

const SequentialType = builder.objectRef<AlwaysValidInterval>('SequentialDifference').implement({
  description:
    'The difference variant − control with an interval valid however often results are looked at (docs/statistics.md).',
  fields: (t) => ({
    estimate: t.exposeFloat('estimate'),
    lower: t.float({ resolve: (s) => s.interval.lower }),
    upper: t.float({ resolve: (s) => s.interval.upper }),
    liftLower: t.float({
      description:
        'The same interval read as a lift over the control (0.12 is 12% higher): its lower end, at least −1.',
      resolve: (s) => s.lift.lower,
    }),
    liftUpper: t.float({
      nullable: true,
      description:
        "The same interval read as a lift: its upper end; null while the control's value is too noisy for one (no upper limit). It always holds the 95% lift interval.",
      resolve: (s) => s.lift.upper,
    }),
    significant: t.exposeBoolean('significant', { description: 'The interval leaves out zero.' }),
  }),
});

const ComparisonType = builder.objectRef<VariantComparison>('VariantComparison').implement({
  description: "One variant against the control on the test's goal; null where it cannot be told yet.",
  fields: (t) => ({
    variantId: t.exposeID('variantId'),
    variantNo: t.exposeInt('variantNo'),
    sessions: t.exposeInt('sessions'),
    value: t.exposeFloat('value', { nullable: true, description: "The variant's mean or rate of the goal metric." }),
    lift: t.field({ type: LiftType, nullable: true, resolve: (c) => c.lift }),
    pValue: t.exposeFloat('pValue', {
      nullable: true,
      description:
        'Two-sided, of no difference, from the same estimate as every other figure: below 0.05 exactly when the 95% lift interval leaves out 0 and the chance to beat is outside 2.5% to 97.5%.',
    }),
    chanceToBeatControl: t.exposeFloat('chanceToBeatControl', {
      nullable: true,
      description:
        'The chance the variant is better than the control, from the same estimate as the p-value; null, like every figure here, until the comparison has enough visitors and conversions.',
    }),
    sequential: t.field({ type: SequentialType, nullable: true, resolve: (c) => c.sequential }),
  }),
});

const SampleRatioType = builder.objectRef<SampleRatioMismatch>('SampleRatio').implement({
  description:
    'Sessions per variant against the configured split, by a sequential test whose p-value is valid however often it is read (docs/statistics.md); a mismatch means p < 0.01.',
  fields: (t) => ({
    pValue: t.exposeFloat('pValue'),
    mismatch: t.exposeBoolean('mismatch'),
  }),
});

const NetworkConcentrationType = builder.objectRef<NetworkConcentration>('NetworkConcentration').implement({
  description: `How much of the sessions the one client network bringing the most of them brought, from ${networkCheckMinimumSessions} sessions on; more than ${oneNetworkShareLimit * 100}% makes the results unreliable.`,
  fields: (t) => ({
    largestShare: t.exposeFloat('largestShare', { description: 'A share of the sessions, 0 to 1.' }),
    concentrated: t.exposeBoolean('concentrated', { description: `largestShare is over ${oneNetworkShareLimit}.` }),
  }),
});

const UnreliableReasonEnum = builder.enumType('UnreliableReason', {
  description:
    'SPLIT_OFF: the sessions do not fit the split (a sample-ratio mismatch; see causes). ONE_NETWORK: too many of the sessions came from one client network (see oneNetworkShare).',
  values: ['SPLIT_OFF', 'ONE_NETWORK'] as const,
});

const unreliableReasonNames = {
  split_off: 'SPLIT_OFF',
  one_network: 'ONE_NETWORK',
} as const satisfies Record<UnreliableReason['kind'], string>;

/** The reasons of an unreliable verdict; none for any other. */
const reasonsOf = (verdict: TestVerdict): readonly UnreliableReason[] =>
  verdict.kind === 'unreliable' ? verdict.reasons : [];

const VerdictKindEnum = builder.enumType('VerdictKind', {
  description:
    'NO_SESSIONS: nobody yet. UNRELIABLE: the sessions do not fit the split, or came mostly from one network (see unreliableBecause). WINNER: ship it. ' +
    'CONTROL_WINS: every variant is worse, stop. NO_MEANINGFUL_DIFFERENCE: the smallest lift worth finding is ruled ' +
    'out, stop. NO_DIFFERENCE: the test finished undecided. NOT_ENOUGH_DATA: keep going (see outlook).',
  values: [
    'NO_SESSIONS',
    'UNRELIABLE',
    'WINNER',
    'CONTROL_WINS',
    'NO_MEANINGFUL_DIFFERENCE',
    'NO_DIFFERENCE',
    'NOT_ENOUGH_DATA',
  ] as const,
});

const verdictKinds = {
  no_sessions: 'NO_SESSIONS',
  unreliable: 'UNRELIABLE',
  winner: 'WINNER',
  control_wins: 'CONTROL_WINS',
  no_meaningful_difference: 'NO_MEANINGFUL_DIFFERENCE',
  no_difference: 'NO_DIFFERENCE',
  not_enough_data: 'NOT_ENOUGH_DATA',
} as const satisfies Record<TestVerdict['kind'], string>;

const VerdictActionEnum = builder.enumType('VerdictAction', {
  description: 'What the verdict tells the owner to do.',
  values: ['SHIP', 'STOP', 'KEEP_RUNNING', 'INVESTIGATE'] as const,
});

const verdictActions = {
  ship: 'SHIP',
  stop: 'STOP',
  keep_running: 'KEEP_RUNNING',
  investigate: 'INVESTIGATE',
} as const satisfies Record<VerdictAction, string>;

const OutlookType = builder.objectRef<Outlook>('VerdictOutlook').implement({
  description:
    "How long until the primary goal is likely decided, by the planner's model, at the noise and traffic measured so far (docs/statistics.md).",
  fields: (t) => ({
    sessions: t.exposeInt('sessions', {
      nullable: true,
      description: 'More sessions in the test as a whole; null when more than a year away.',
    }),
    days: t.exposeInt('days', {
      nullable: true,
      description: 'At the current traffic; null without traffic or when more than a year away.',
    }),
    moreThanAYear: t.exposeBoolean('moreThanAYear', {
      description: 'The forecast is past 365 days: no figure anyone can plan with.',
    }),
    withinTest: t.exposeBoolean('withinTest', {
      description:
        "Whether the test's maximum sessions and end date leave at least a 20% chance of a decision within them.",
    }),
  }),
});

const MismatchCauseKindEnum = builder.enumType('MismatchCauseKind', {
  values: ['FEWER_SESSIONS', 'MORE_SESSIONS'] as const,
});

const MismatchCauseType = builder.objectRef<MismatchCause>('MismatchCause').implement({
  description: 'A variant whose sessions are furthest from its share, and which way.',
  fields: (t) => ({
    kind: t.field({
      type: MismatchCauseKindEnum,
      resolve: (c) => (c.kind === 'fewer_sessions' ? 'FEWER_SESSIONS' : 'MORE_SESSIONS'),
    }),
    variantNo: t.exposeInt('variantNo'),
    redirects: t.boolean({
      description: 'The variant redirects to another address.',
      resolve: (c) => c.kind === 'fewer_sessions' && c.redirects,
    }),
  }),
});

/** Who the verdict names (0 is the control) and with what chance; null where it names nobody. */
function verdictSubject(verdict: TestVerdict): { variantNo: number; chance: number } | null {
  switch (verdict.kind) {
    case 'winner':
      return { variantNo: verdict.variantNo, chance: verdict.chanceToBeatControl };
    case 'control_wins':
      return { variantNo: 0, chance: verdict.chanceToBeatEveryVariant };
    case 'not_enough_data':
      return verdict.leader;
    default:
      return null;
  }
}

const VerdictType = builder.objectRef<TestVerdict>('TestVerdict').implement({
  description:
    'The plain-language answer: a winner only when the always-valid interval leaves out zero (docs/statistics.md).',
  fields: (t) => ({
    kind: t.field({ type: VerdictKindEnum, resolve: (v) => verdictKinds[v.kind] }),
    action: t.field({ type: VerdictActionEnum, resolve: (v) => verdictActions[verdictAction(v)] }),
    outlook: t.field({
      type: OutlookType,
      nullable: true,
      description: 'NOT_ENOUGH_DATA: how long until a decision; null while the noise cannot be measured yet.',
      resolve: (v) => (v.kind === 'not_enough_data' ? v.outlook : null),
    }),
    waitingForFullWeek: t.boolean({
      description:
        'NOT_ENOUGH_DATA: the results would already decide, but no winner or stop is given before the test has run a full week (7 days); an early lift is likely larger than the true one. False otherwise.',
      resolve: (v) => v.kind === 'not_enough_data' && v.waitingForFullWeek,
    }),
    unreliableBecause: t.field({
      type: [UnreliableReasonEnum],
      description: 'UNRELIABLE: why, the split first; empty otherwise.',
      resolve: (v) => reasonsOf(v).map((reason) => unreliableReasonNames[reason.kind]),
    }),
    causes: t.field({
      type: [MismatchCauseType],
      description:
        'UNRELIABLE because the split is off: the variants whose sessions are off their share; empty otherwise.',
      resolve: (v) => reasonsOf(v).flatMap((reason) => (reason.kind === 'split_off' ? reason.causes : [])),
    }),
    oneNetworkShare: t.float({
      nullable: true,
      description: 'UNRELIABLE because of one network: the share of the sessions (0 to 1) it brought; null otherwise.',
      resolve: (v) => reasonsOf(v).find((reason) => reason.kind === 'one_network')?.share ?? null,
    }),
    harmedGuardrails: t.stringList({
      description: 'WINNER: the guardrails the winner makes worse beyond doubt, by name.',
      resolve: (v) => (v.kind === 'winner' ? v.harmedGuardrails : []),
    }),
    variantNo: t.int({
      nullable: true,
      description: 'The winner; for CONTROL_WINS 0; for NOT_ENOUGH_DATA whoever is ahead so far, if anyone.',
      resolve: (v) => verdictSubject(v)?.variantNo ?? null,
    }),
    chance: t.float({
      nullable: true,
      description:
        "That variant's chance to beat the control (for the control, its chance to beat every variant at once).",
      resolve: (v) => verdictSubject(v)?.chance ?? null,
    }),
  }),
});

const LiftOnDayType = builder.objectRef<LiftOnDay>('LiftOnDay').implement({
  description: "A variant's cumulative lift over the control at the end of a day, with the always-valid band.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD (UTC).' }),
    variantNo: t.exposeInt('variantNo'),
    sessions: t.exposeInt('sessions', { description: 'The control and the variant together, by then.' }),
    lift: t.exposeFloat('lift', { nullable: true }),
    lower: t.float({ nullable: true, resolve: (d) => d.band?.lower ?? null }),
    upper: t.float({ nullable: true, resolve: (d) => d.band?.upper ?? null }),
  }),
});

const GoalKindEnum = builder.enumType('GoalKind', { values: ['MEAN', 'RATE'] as const });

// The metric names themselves, in lower case, so the wire values stay what they were as a String field.
const GoalMetricEnum = builder.enumType('GoalMetric', {
  description: "The rollup metric a test's goal compares, one per goal in the goal catalogue.",
  values: goalMetrics,
});

const GoalRoleEnum = builder.enumType('GoalRole', {
  description: 'PRIMARY: the goal the verdict rests on. SECONDARY: also measured. GUARDRAIL: must not get worse.',
  values: ['PRIMARY', 'SECONDARY', 'GUARDRAIL'] as const,
});

const goalKindName = (kind: 'rate' | 'mean') => (kind === 'mean' ? 'MEAN' : 'RATE');

const GoalVariantType = builder.objectRef<GoalVariantFigures>('GoalVariantFigures').implement({
  description: "One variant's counts on a goal.",
  fields: (t) => ({
    variantId: t.exposeID('variantId'),
    variantNo: t.exposeInt('variantNo'),
    visitors: t.exposeInt('visitors', { description: 'Visitors in the variant (its test sessions).' }),
    conversions: t.exposeInt('conversions', {
      nullable: true,
      description: 'Conversion goals: visitors who converted (revenue: who bought). Null for engagement goals.',
    }),
    revenue: t.exposeFloat('revenue', {
      nullable: true,
      description:
        "Revenue goals: the variant's revenue, each order counted at most at the website's maximum order value (if set) but not at the percentile cap, in the currency's minor unit.",
    }),
  }),
});

const GoalResultsType = builder.objectRef<GoalResults>('GoalResults').implement({
  description: 'Every variant against the control on one of the goals the test measures.',
  fields: (t) => ({
    goalId: t.exposeID('goalId'),
    name: t.exposeString('name'),
    role: t.field({ type: GoalRoleEnum, resolve: (g) => upperRole(g.role) }),
    kind: t.field({
      type: GoalKindEnum,
      description: 'RATE: the share of visitors who converted. MEAN: a per-visitor mean (revenue per visitor).',
      resolve: (g) => goalKindName(g.kind),
    }),
    metric: t.field({
      type: GoalMetricEnum,
      nullable: true,
      description: "An engagement goal's rollup metric; null for a conversion goal.",
      resolve: (g) => g.engagement?.metric ?? null,
    }),
    revenue: t.exposeBoolean('revenue'),
    controlValue: t.exposeFloat('controlValue', { nullable: true }),
    comparisons: t.field({ type: [ComparisonType], resolve: (g) => g.comparisons }),
    variants: t.field({ type: [GoalVariantType], resolve: (g) => g.variants }),
    revenueCap: t.float({
      nullable: true,
      description:
        "Revenue goals: the most one visitor's revenue counts for in the comparisons (the buyers' 99th percentile).",
      resolve: (g) => (g.revenue ? g.valueCap : null),
    }),
    valueCap: t.exposeFloat('valueCap', {
      nullable: true,
      description:
        "Revenue and time on page: the most one visitor counts for in the comparisons, in the goal's unit (minor " +
        'currency units; milliseconds), the 99th percentile of every variant together.',
    }),
    called: t.exposeBoolean('called', {
      description:
        'Whether its comparisons may be called beyond doubt: always on the primary goal and guardrails; on a ' +
        'secondary goal once the primary goal has a verdict (WINNER or CONTROL_WINS).',
    }),
    guardrailBroken: t.exposeBoolean('guardrailBroken', {
      description: 'A guardrail that a variant makes worse beyond doubt (its always-valid interval below zero).',
    }),
  }),
});

function upperRole(role: GoalResults['role']): 'PRIMARY' | 'SECONDARY' | 'GUARDRAIL' {
  return role === 'primary' ? 'PRIMARY' : role === 'guardrail' ? 'GUARDRAIL' : 'SECONDARY';
}

const TestPhaseType = builder.objectRef<TestResults['phase']>('TestPhase').implement({
  description:
    'The phase results count from: changing the split, adding or deleting a variant of a running test starts a new one.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: '1 since the test began.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
  }),
});

export const TestResultsType = builder.objectRef<TestResults>('TestResults').implement({
  description: "A test's variants against its control, on each of its goals, from the rollups kept at ingest.",
  fields: (t) => ({
    goalMetric: t.field({
      type: GoalMetricEnum,
      nullable: true,
      description: "The primary goal's engagement metric; null when it is a conversion goal.",
      resolve: (r) => r.goal?.metric ?? null,
    }),
    goalKind: t.field({ type: GoalKindEnum, resolve: (r) => goalKindName(r.goalKind) }),
    goals: t.field({
      type: [GoalResultsType],
      description: 'Every goal the test measures, the primary one first.',
      resolve: (r) => r.goals,
    }),
    sessions: t.exposeInt('sessions'),
    maxCases: t.exposeInt('maxCases'),
    phase: t.field({
      type: TestPhaseType,
      description: 'Sessions, comparisons and the sample-ratio check count from its start.',
      resolve: (r) => r.phase,
    }),
    controlValue: t.exposeFloat('controlValue', {
      nullable: true,
      description: "The control's mean or rate of the goal metric, which each lift is relative to.",
    }),
    comparisons: t.field({ type: [ComparisonType], resolve: (r) => r.comparisons }),
    minimumLift: t.exposeFloat('minimumRelativeLift', {
      description: 'The smallest lift worth finding, as a share (0.1 for +10%).',
    }),
    dailySessions: t.exposeFloat('dailySessions', { nullable: true, description: 'Sessions a day lately.' }),
    liftOverTime: t.field({
      type: [LiftOnDayType],
      description: "The primary goal's cumulative lift day by day (UTC), today's as it is now.",
      resolve: (r) => r.liftOverTime,
    }),
    sampleRatio: t.field({ type: SampleRatioType, nullable: true, resolve: (r) => r.sampleRatio }),
    networks: t.field({
      type: NetworkConcentrationType,
      nullable: true,
      description: `Whether the sessions came mostly from one client network; null below ${networkCheckMinimumSessions} sessions.`,
      resolve: (r) => r.networks,
    }),
    verdict: t.field({ type: VerdictType, resolve: (r) => r.verdict }),
  }),
});

builder.queryField('testResults', (t) =>
  t.field({
    type: TestResultsType,
    description: "What the results page reads. Another owner's test is NOT_FOUND.",
    args: { testId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.getTestResults(await requireViewer(ctx), String(args.testId) as TestId)),
  }),
);

builder.objectField(TestType, 'verdict', (t) =>
  t.field({
    type: VerdictType,
    description: "The verdict at a glance, as testResults gives it (for lists and My Account's running tests).",
    resolve: async (test, _args, ctx) =>
      workspaceValue(await ctx.useCases.getTestResults(await requireViewer(ctx), test.id)).verdict,
  }),
);
