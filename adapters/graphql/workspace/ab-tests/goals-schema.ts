import { createParser } from 'css-selector-parser';
import { z } from 'zod';
import {
  conversionKinds,
  triggerTarget,
  urlMatches,
  type ConversionKind,
  type ConversionTrigger,
  type UrlMatch,
} from '../../../../domain/ab-tests/conversion-goal';
import { conversionGoalMessages } from '../../../../domain/ab-tests/conversion-goal-rules';
import type { Goal, GoalId } from '../../../../domain/ab-tests/goal';
import type { WebsiteId } from '../../../../domain/shared/ids';
import { builder, SuccessPayload } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import { goalIdField, nameField } from '../../workspace-inputs';
import { workspaceValue } from '../workspace-errors';

/** An engagement goal of the catalogue, or a conversion goal of one website (with its website and trigger). */
export type GoalShape = Goal & { readonly websiteId?: WebsiteId; readonly trigger?: ConversionTrigger };

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

export const ConversionKindEnum = builder.enumType('ConversionKind', {
  description:
    'What counts as converting on a goal of a website. PAGE_VISIT: reaching a page. ELEMENT_CLICK and ' +
    "FORM_SUBMISSION: clicking inside, or submitting, an element matching a CSS selector. CUSTOM_EVENT: the site's " +
    "call `splitpenny('track', name)`. REVENUE: the same call with a value in the currency's minor unit, summed per visitor. " +
    "REVENUE_ON_PAGE: revenue without code: reaching the thank-you page, whose order total is read from the element matching amountSelector, as money in the website's currency.",
  values: conversionKinds.map(upper),
});

export const UrlMatchEnum = builder.enumType('UrlMatch', {
  description: "How a page visit goal's address is compared: EXACT, STARTS_WITH, or PATTERN with * for any characters.",
  values: urlMatches.map(upper),
});

export const GoalType = builder.objectRef<GoalShape>('Goal').implement({
  description:
    'A metric a test compares its variants on: one of the engagement goals every test can measure, or a conversion ' +
    'goal defined on a website (websiteId and kind set) that the tests of that website can measure.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    websiteId: t.id({ nullable: true, resolve: (goal) => goal.websiteId ?? null }),
    kind: t.field({
      type: ConversionKindEnum,
      nullable: true,
      description: 'Null for an engagement goal.',
      resolve: (goal) => (goal.trigger === undefined ? null : upper(goal.trigger.kind)),
    }),
    urlMatch: t.field({
      type: UrlMatchEnum,
      nullable: true,
      resolve: (goal) =>
        goal.trigger?.kind === 'page_visit' || goal.trigger?.kind === 'revenue_on_page'
          ? upper(goal.trigger.match)
          : null,
    }),
    amountSelector: t.string({
      nullable: true,
      description: "REVENUE_ON_PAGE: the CSS selector of the element holding the order total on the goal's page.",
      resolve: (goal) => (goal.trigger?.kind === 'revenue_on_page' ? goal.trigger.amountSelector : null),
    }),
    target: t.string({
      nullable: true,
      description: "A page visit's address, the CSS selector of a click or submission, or the event's name.",
      resolve: (goal) => (goal.trigger === undefined ? null : triggerTarget(goal.trigger)),
    }),
  }),
});

const selectorParser = createParser({ syntax: 'latest' });

function parsesAsSelector(selector: string): boolean {
  try {
    selectorParser(selector);
    return true;
  } catch {
    return false;
  }
}

const triggerFields = {
  name: nameField,
  kind: z.enum(conversionKinds.map(upper) as [Uppercase<ConversionKind>]),
  urlMatch: z.enum(urlMatches.map(upper) as [Uppercase<UrlMatch>]).nullish(),
  target: z.string().trim().min(1, 'Enter what triggers the goal').max(2048, 'Use at most 2,048 characters'),
  amountSelector: z.string().trim().max(2048, 'Use at most 2,048 characters').nullish(),
};

/** A selector must parse as a browser would read it: one that does not would never match on the page. */
function checkSelector(
  value: { kind: string; target: string; amountSelector?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  if ((value.kind === 'ELEMENT_CLICK' || value.kind === 'FORM_SUBMISSION') && !parsesAsSelector(value.target)) {
    context.addIssue({ code: 'custom', path: ['target'], message: conversionGoalMessages.selector });
  }
  const amount = value.amountSelector ?? '';
  if (value.kind === 'REVENUE_ON_PAGE' && (amount === '' || !parsesAsSelector(amount))) {
    context.addIssue({ code: 'custom', path: ['amountSelector'], message: conversionGoalMessages.amountSelector });
  }
}

const createGoalArgs = z.object({ websiteId: z.string(), ...triggerFields }).superRefine(checkSelector);
const updateGoalArgs = z.object({ id: goalIdField, ...triggerFields }).superRefine(checkSelector);

function triggerInput(input: z.infer<typeof createGoalArgs>) {
  return {
    kind: input.kind.toLowerCase() as ConversionKind,
    urlMatch: (input.urlMatch?.toLowerCase() ?? null) as UrlMatch | null,
    target: input.target,
    amountSelector: input.amountSelector ?? null,
  };
}

const GoalInputFields = builder.inputType('GoalInput', {
  description: 'A conversion goal: its name, what triggers it, and for a page visit how its address is compared.',
  fields: (t) => ({
    name: t.string({ required: true }),
    kind: t.field({ type: ConversionKindEnum, required: true }),
    urlMatch: t.field({ type: UrlMatchEnum, description: 'For PAGE_VISIT and REVENUE_ON_PAGE; EXACT when left out.' }),
    target: t.string({
      required: true,
      description:
        "The address (a path or full URL; REVENUE_ON_PAGE: the thank-you page's), the CSS selector or the event name.",
    }),
    amountSelector: t.string({
      description:
        "REVENUE_ON_PAGE: the CSS selector of the element holding the order total on that page, read as money in the website's currency.",
    }),
  }),
});

builder.queryField('goals', (t) =>
  t.field({
    type: [GoalType],
    description:
      'Every goal a test can be measured against, by name: the engagement goals, and with websiteId the conversion ' +
      "goals of that website after them (NOT_FOUND for a website that is not the signed-in owner's).",
    args: { websiteId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const engagement: readonly GoalShape[] = await ctx.useCases.listGoals();
      if (args.websiteId === null || args.websiteId === undefined) return engagement;
      const viewer = await requireViewer(ctx);
      const own = workspaceValue(await ctx.useCases.listConversionGoals(viewer, String(args.websiteId) as WebsiteId));
      return [...engagement, ...own];
    },
  }),
);

builder.mutationField('createGoal', (t) =>
  t.field({
    type: GoalType,
    description: 'Defines a conversion goal on one of your websites (at most 50 a website; names unique per website).',
    args: { websiteId: t.arg.id({ required: true }), input: t.arg({ type: GoalInputFields, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(createGoalArgs, { ...args.input, websiteId: String(args.websiteId) });
      return workspaceValue(
        await ctx.useCases.createGoal(viewer, {
          websiteId: input.websiteId as WebsiteId,
          name: input.name,
          ...triggerInput(input),
        }),
      );
    },
  }),
);

builder.mutationField('updateGoal', (t) =>
  t.field({
    type: GoalType,
    description:
      'Renames a conversion goal or changes what triggers it; conversions counted so far stay as they were counted.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: GoalInputFields, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(updateGoalArgs, { ...args.input, id: String(args.id) });
      return workspaceValue(
        await ctx.useCases.updateGoal(viewer, {
          id: Number(input.id) as GoalId,
          name: input.name,
          ...triggerInput({ ...input, websiteId: '' }),
        }),
      );
    },
  }),
);

builder.mutationField('deleteGoal', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes a conversion goal; CONFLICT while tests measure it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const { id } = parseInput(z.object({ id: goalIdField }), { id: String(args.id) });
      workspaceValue(await ctx.useCases.deleteGoal(viewer, Number(id) as GoalId));
      return { success: true };
    },
  }),
);
