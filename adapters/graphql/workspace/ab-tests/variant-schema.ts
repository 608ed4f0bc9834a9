import { z } from 'zod';
import type { Variant } from '../../../../domain/ab-tests/variant';
import type { TestId, VariantId } from '../../../../domain/shared/ids';
import { builder, SuccessPayload } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import { workspaceValue } from '../workspace-errors';
import {
  codeField,
  descriptionField,
  variantNameField,
  redirectUrlField,
  trafficAllocationField,
} from '../../workspace-inputs';

export const VariantType = builder.objectRef<Variant>('Variant').implement({
  description: "One version of a test's page: the control (variantNo 0) or a change made by CSS, JS or a redirect.",
  fields: (t) => ({
    id: t.exposeID('id'),
    testId: t.exposeID('testId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    trafficAllocation: t.exposeInt('trafficAllocation', { description: "Percent of the test's visitors." }),
    variantNo: t.exposeInt('variantNo'),
    isControl: t.exposeBoolean('isControl'),
    hasRedirect: t.boolean({ resolve: (variant) => variant.pageRedirectUrl !== null }),
    pageRedirectUrl: t.exposeString('pageRedirectUrl', { nullable: true }),
    cssCode: t.exposeString('cssCode'),
    jsCode: t.exposeString('jsCode'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastModified: t.expose('lastModified', { type: 'DateTime' }),
  }),
});

const CreateTestVariantInput = builder.inputType('CreateTestVariantInput', {
  fields: (t) => ({
    testId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string(),
    cssCode: t.string(),
    jsCode: t.string(),
    pageRedirectUrl: t.string({ description: 'Send visitors of this variant to this address instead.' }),
    trafficAllocation: t.int({
      description: 'Percent of visitors; with rebalance, ignored in favour of an even split.',
    }),
    rebalance: t.boolean({ description: 'Split the traffic evenly between all variants, this one included.' }),
  }),
});

const UpdateTestVariantInput = builder.inputType('UpdateTestVariantInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    description: t.string(),
    cssCode: t.string(),
    jsCode: t.string(),
    pageRedirectUrl: t.string({ description: 'An empty string removes the redirect.' }),
    trafficAllocation: t.int(),
    rebalance: t.boolean({ description: "Take the difference from (or give it to) the test's other variants." }),
  }),
});

const AllocationInput = builder.inputType('TrafficAllocationInput', {
  fields: (t) => ({ variantId: t.id({ required: true }), trafficAllocation: t.int({ required: true }) }),
});

const SetTrafficAllocationsInput = builder.inputType('SetTrafficAllocationsInput', {
  fields: (t) => ({
    testId: t.id({ required: true }),
    allocations: t.field({ type: [AllocationInput], required: true }),
  }),
});

const optionalRedirect = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
  .pipe(redirectUrlField.nullable());

const createVariantArgs = z.object({
  testId: z.string(),
  name: variantNameField,
  description: descriptionField.nullish().transform((d) => d ?? ''),
  cssCode: codeField('CSS')
    .nullish()
    .transform((c) => c ?? ''),
  jsCode: codeField('JavaScript')
    .nullish()
    .transform((c) => c ?? ''),
  pageRedirectUrl: optionalRedirect,
  trafficAllocation: trafficAllocationField.nullish().transform((a) => a ?? 0),
  rebalance: z
    .boolean()
    .nullish()
    .transform((r) => r ?? false),
});

const updateVariantArgs = z.object({
  id: z.string(),
  name: variantNameField.nullish(),
  description: descriptionField.nullish(),
  cssCode: codeField('CSS').nullish(),
  jsCode: codeField('JavaScript').nullish(),
  pageRedirectUrl: z.union([z.undefined(), optionalRedirect]),
  trafficAllocation: trafficAllocationField.nullish(),
  rebalance: z
    .boolean()
    .nullish()
    .transform((r) => r ?? false),
});

const allocationsArgs = z.object({
  testId: z.string(),
  allocations: z
    .array(z.object({ variantId: z.string(), trafficAllocation: trafficAllocationField }))
    .min(1, 'Give at least one variant its share')
    .refine((list) => new Set(list.map((a) => a.variantId)).size === list.length, 'List each variant once'),
});

builder.queryField('testVariant', (t) =>
  t.field({
    type: VariantType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.getVariant(await requireViewer(ctx), String(args.id) as VariantId)),
  }),
);

builder.queryField('testVariants', (t) =>
  t.field({
    type: [VariantType],
    description: "A test's variants (the argument is the test's id), control first.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.listVariants(await requireViewer(ctx), String(args.id) as TestId)),
  }),
);

builder.mutationField('createTestVariant', (t) =>
  t.field({
    type: VariantType,
    description: "Adds a variant. The test's allocations must still add up to 100, unless rebalance is asked for.",
    args: { input: t.arg({ type: CreateTestVariantInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(createVariantArgs, { ...args.input, testId: String(args.input.testId) });
      return workspaceValue(await ctx.useCases.createVariant(viewer, { ...input, testId: input.testId as TestId }));
    },
  }),
);

builder.mutationField('updateTestVariant', (t) =>
  t.field({
    type: VariantType,
    description: 'Changes a variant; fields left out stay as they are.',
    args: { input: t.arg({ type: UpdateTestVariantInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(updateVariantArgs, { ...args.input, id: String(args.input.id) });
      return workspaceValue(
        await ctx.useCases.updateVariant(viewer, {
          id: input.id as VariantId,
          name: input.name ?? null,
          description: input.description ?? null,
          cssCode: input.cssCode ?? null,
          jsCode: input.jsCode ?? null,
          pageRedirectUrl: input.pageRedirectUrl,
          trafficAllocation: input.trafficAllocation ?? null,
          rebalance: input.rebalance,
        }),
      );
    },
  }),
);

builder.mutationField('setTrafficAllocations', (t) =>
  t.field({
    type: [VariantType],
    description: "Sets every variant's share of a test at once; they must add up to 100.",
    args: { input: t.arg({ type: SetTrafficAllocationsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(allocationsArgs, {
        testId: String(args.input.testId),
        allocations: args.input.allocations.map((a) => ({ ...a, variantId: String(a.variantId) })),
      });
      return workspaceValue(
        await ctx.useCases.setTrafficAllocations(viewer, {
          testId: input.testId as TestId,
          allocations: input.allocations.map((a) => ({
            variantId: a.variantId as VariantId,
            trafficAllocation: a.trafficAllocation,
          })),
        }),
      );
    },
  }),
);

builder.mutationField('deleteTestVariant', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes a variant; its share of the traffic goes to the control. The control cannot be deleted.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      workspaceValue(await ctx.useCases.deleteVariant(await requireViewer(ctx), String(args.id) as VariantId));
      return { success: true };
    },
  }),
);
