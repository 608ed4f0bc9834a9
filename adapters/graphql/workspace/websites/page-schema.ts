import { z } from 'zod';
import type { PageId, WebsiteId } from '../../../../domain/shared/ids';
import type { Page } from '../../../../domain/websites/page';
import { builder, InsertResult, SuccessPayload } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import { nameField, pagingFields, siteUrlField } from '../../workspace-inputs';
import { WebsiteType } from './website-schema';
import { workspaceValue } from '../workspace-errors';

export const PageType = builder.objectRef<Page>('Page').implement({
  description: 'An address on a website that tests run on.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    lastModified: t.expose('lastModified', { type: 'DateTime' }),
    websiteId: t.exposeID('websiteId'),
    website: t.field({
      type: WebsiteType,
      resolve: async (page, _args, ctx) => workspaceValue(await ctx.loaders.website.load(page.websiteId)),
    }),
  }),
});

const PagesPage = builder.objectRef<{ items: readonly Page[]; total: number }>('PagesPage').implement({
  fields: (t) => ({
    pages: t.field({ type: [PageType], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const PagesInput = builder.inputType('PagesInput', {
  fields: (t) => ({
    websiteId: t.id({ description: "Only this website's pages." }),
    limit: t.int(),
    skip: t.int(),
  }),
});

const UpdatePageInput = builder.inputType('UpdatePageInput', {
  fields: (t) => ({ id: t.id({ required: true }), url: t.string(), name: t.string() }),
});

const pagesArgs = z.object({ websiteId: z.string().nullish(), ...pagingFields });
const createPageArgs = z.object({ url: siteUrlField, name: nameField, websiteId: z.string() });
const updatePageArgs = z.object({ id: z.string(), url: siteUrlField.nullish(), name: nameField.nullish() });

builder.queryField('pages', (t) =>
  t.field({
    type: PagesPage,
    description: "The owner's pages, of one website or all, most recently changed first.",
    args: { input: t.arg({ type: PagesInput }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(pagesArgs, { ...args.input, websiteId: args.input?.websiteId?.toString() });
      const { websiteId, ...paging } = input;
      return workspaceValue(
        await ctx.useCases.listPages(viewer, { websiteId: (websiteId ?? null) as WebsiteId | null, ...paging }),
      );
    },
  }),
);

builder.queryField('page', (t) =>
  t.field({
    type: PageType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.getPage(await requireViewer(ctx), String(args.id) as PageId)),
  }),
);

builder.mutationField('createPage', (t) =>
  t.field({
    type: InsertResult,
    description:
      "Adds a page to a website; the URL may be a path (/pricing) or a full address on the website's origin.",
    args: {
      url: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      websiteId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(createPageArgs, { ...args, websiteId: String(args.websiteId) });
      const page = workspaceValue(
        await ctx.useCases.createPage(viewer, { ...input, websiteId: input.websiteId as WebsiteId }),
      );
      return { acknowledged: true, insertedId: page.id };
    },
  }),
);

builder.mutationField('updatePage', (t) =>
  t.field({
    type: PageType,
    args: { input: t.arg({ type: UpdatePageInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(updatePageArgs, { ...args.input, id: String(args.input.id) });
      return workspaceValue(
        await ctx.useCases.updatePage(viewer, {
          id: input.id as PageId,
          url: input.url ?? null,
          name: input.name ?? null,
        }),
      );
    },
  }),
);

builder.mutationField('deletePage', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes the page with its tests and everything they collected.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      workspaceValue(await ctx.useCases.deletePage(await requireViewer(ctx), String(args.id) as PageId));
      return { success: true };
    },
  }),
);
