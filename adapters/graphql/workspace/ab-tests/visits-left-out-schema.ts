import type { VisitsLeftOut } from '../../../../domain/tracking/visits-left-out';
import { builder } from '../../builder';
import { TestType } from './test-schema';

const VisitsLeftOutType = builder.objectRef<VisitsLeftOut>('VisitsLeftOut').implement({
  description:
    "Visits to the test's page that were neither charged nor counted in its results: they showed the original page.",
  fields: (t) => ({
    bots: t.exposeInt('bots', {
      description: 'Crawlers, tools and automated browsers, known by their user agent or by the tracking script.',
    }),
    otherOrigins: t.exposeInt('otherOrigins', {
      description: "Enrolments sent from pages on origins that are not the website's own or its other origins.",
    }),
  }),
});

builder.objectField(TestType, 'visitsLeftOut', (t) =>
  t.field({
    type: VisitsLeftOutType,
    description: 'The visits left out of the bill and the results since the test began, by why.',
    resolve: (test, _args, ctx) => ctx.useCases.getVisitsLeftOut(test.id),
  }),
);
