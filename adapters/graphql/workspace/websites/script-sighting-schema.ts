import type { ScriptSighting } from '../../../../domain/tracking/script-sighting';
import { builder } from '../../builder';
import { PageType } from './page-schema';
import { WebsiteType } from './website-schema';

const ScriptSightingType = builder.objectRef<ScriptSighting>('ScriptSighting').implement({
  description:
    'The tracking script seen running on a page (the install check): the page address without its query, and when. ' +
    'Recorded at most once a day per page, so `at` may be up to a day earlier than the latest page view.',
  fields: (t) => ({
    page: t.exposeString('page'),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

builder.objectField(WebsiteType, 'scriptSeen', (t) =>
  t.field({
    type: ScriptSightingType,
    nullable: true,
    description: 'The most recently seen page of this website with the tracking script; null when never seen.',
    resolve: (website, _args, ctx) => ctx.loaders.scriptSeenOnWebsite.load(website.id),
  }),
);

builder.objectField(WebsiteType, 'scriptSeenNearby', (t) =>
  t.field({
    type: ScriptSightingType,
    nullable: true,
    description:
      "The most recently seen page with the tracking script on a near address of this website's: the same host over " +
      'the other scheme, or with or without www. Its pages, matched by their full address, never match there: the ' +
      "website's address is likely wrong. Null when never seen on one.",
    resolve: (website, _args, ctx) => ctx.loaders.scriptSeenNearWebsite.load(website.id),
  }),
);

builder.objectField(PageType, 'scriptSeen', (t) =>
  t.field({
    type: ScriptSightingType,
    nullable: true,
    description: 'When the tracking script was seen on this page (its address without the query); null when never.',
    resolve: (page, _args, ctx) => ctx.loaders.scriptSeenOnPage.load(page),
  }),
);
