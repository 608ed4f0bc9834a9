import type { TestId } from '../../../domain/shared/ids';
import type { VariantPerformance } from '../../../domain/statistics/variant-performance';
import { builder } from '../builder';
import { requireViewer } from '../require-viewer';
import { workspaceValue } from '../workspace/workspace-errors';

const ButtonDataType = builder.objectRef<VariantPerformance['buttonData']>('ButtonData').implement({
  description: "Clicks on and hovers over the page's buttons, per session.",
  fields: (t) => ({
    avgClicks: t.exposeFloat('avgClicks'),
    avgHovers: t.exposeFloat('avgHovers'),
  }),
});

const FormDataType = builder.objectRef<VariantPerformance['formData']>('FormData').implement({
  description: "How sessions used the page's forms.",
  fields: (t) => ({
    avgClicks: t.exposeFloat('avgClicks', { description: 'Clicks inside forms, per session.' }),
    avgHovers: t.exposeFloat('avgHovers', { description: 'Pointer entries into forms, per session.' }),
    submissionRate: t.exposeFloat('submissionRate', {
      description: 'Share of sessions (0 to 1) that submitted a form at least once.',
    }),
    medianTimeSpent: t.exposeFloat('medianTimeSpent', { description: 'Seconds in form fields, median session.' }),
  }),
});

export const TestPerformanceType = builder.objectRef<VariantPerformance>('TestPerformance').implement({
  description: "One variant's results so far, read from rollups kept up to date as events arrive.",
  fields: (t) => ({
    variantId: t.exposeID('variantId'),
    variantNo: t.exposeInt('variantNo'),
    sessions: t.exposeInt('sessions', { description: 'Visitors who took part (test sessions).' }),
    avgClicks: t.exposeFloat('avgClicks', { description: 'Clicks per session.' }),
    avgFormSubmits: t.exposeFloat('avgFormSubmits', { description: 'Form submissions per session.' }),
    avgScrolledDownPercentage: t.exposeFloat('avgScrolledDownPercentage', {
      description: 'Deepest point reached, in percent of the page, averaged over sessions.',
    }),
    medianTimeOnPage: t.exposeFloat('medianTimeOnPage', { description: 'Seconds of visible time, median session.' }),
    bounceRate: t.exposeFloat('bounceRate', {
      description: 'Share of sessions (0 to 1) that were not engaged: under 10 s, no click and no form submission.',
    }),
    buttonData: t.field({ type: ButtonDataType, resolve: (p) => p.buttonData }),
    formData: t.field({ type: FormDataType, resolve: (p) => p.formData }),
  }),
});

builder.queryField('testPerformanceData', (t) =>
  t.field({
    type: [TestPerformanceType],
    description: "Each variant's performance, control first. Another owner's test is NOT_FOUND.",
    args: { testId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.getTestPerformance(await requireViewer(ctx), String(args.testId) as TestId)),
  }),
);
