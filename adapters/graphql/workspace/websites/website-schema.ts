import { currencies, currencyMessage } from '../../../../domain/websites/currency-rules';
import type { Website } from '../../../../domain/websites/website';
import type { WebsiteId } from '../../../../domain/shared/ids';
import { builder, InsertResult, SuccessPayload } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import { nameField, pagingFields, siteUrlField } from '../../workspace-inputs';
import { z } from 'zod';
import { workspaceValue } from '../workspace-errors';

export const CurrencyEnum = builder.enumType('Currency', {
  description: "A website's currency (ISO 4217). GBP unless its owner chose another.",
  values: currencies,
});

export const WebsiteType = builder.objectRef<Website>('Website').implement({
  description: 'A site the owner tests on, identified by its origin (https://shop.example).',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    name: t.exposeString('name'),
    maxOrderValue: t.exposeInt('maxOrderValue', {
      nullable: true,
      description:
        "The most one order adds to a revenue goal, in the currency's minor unit (pence, cents): a larger order counts as a conversion worth this much. Null: no maximum.",
    }),
    extraOrigins: t.exposeStringList('extraOrigins', {
      description:
        "Origins beside the website's own (its address and its www twin, over http or https) whose pages may enrol its visitors and send their events, such as a checkout on another domain. Requests from any other origin are refused and never charged.",
    }),
    dailySessionBudget: t.exposeInt('dailySessionBudget', {
      nullable: true,
      description:
        "The most sessions the website's tests may be charged in one day (UTC): once reached, its tests pause until 00:00 UTC and the owner is emailed. Null: no budget.",
    }),
    currency: t.field({
      type: CurrencyEnum,
      description:
        'What the website sells in: revenue goals count its orders in its minor unit, shown with its symbol.',
      resolve: (website) => website.currency,
    }),
    lastModified: t.expose('lastModified', { type: 'DateTime' }),
  }),
});

const WebsitesPage = builder.objectRef<{ items: readonly Website[]; total: number }>('WebsitesPage').implement({
  fields: (t) => ({
    websites: t.field({ type: [WebsiteType], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const UpdateWebsiteInput = builder.inputType('UpdateWebsiteInput', {
  description: 'The website to change and what to change; url and name left out (or null) stay as they are.',
  fields: (t) => ({
    id: t.id({ required: true }),
    url: t.string(),
    name: t.string(),
    // A Float, so that an amount with a fraction is refused with a message saying so rather than GraphQL's own.
    maxOrderValue: t.float({
      description:
        "The most one order adds to a revenue goal, a whole amount in the currency's minor unit (pence, cents), 1 to 1,000,000,000. Left out: unchanged; null: no maximum.",
    }),
    // A Float, so that a fraction is refused with a message saying so rather than GraphQL's own.
    dailySessionBudget: t.float({
      description:
        "The most sessions the website's tests may be charged in one day (UTC), 1 to 10,000,000. Left out: unchanged; null: no budget.",
    }),
    currency: t.field({
      type: CurrencyEnum,
      description:
        "What the website sells in. Left out: unchanged. Revenue counted before stays as counted, in the old currency's minor unit.",
    }),
    extraOrigins: t.stringList({
      description:
        'Every other origin whose pages may enrol visitors (https://checkout.example.com), at most 20; blanks and repeats are dropped. Left out or null: unchanged; an empty list: none.',
    }),
  }),
});

const currencyField = z.enum(currencies, currencyMessage);
const createWebsiteArgs = z.object({ url: siteUrlField, name: nameField, currency: currencyField.nullish() });
const updateWebsiteArgs = z.object({
  id: z.string(),
  url: siteUrlField.nullish(),
  name: nameField.nullish(),
  // Its bounds are the use case's to check (domain/websites/max-order-value-rules.ts), with the message the forms show.
  maxOrderValue: z.number().nullish(),
  // Its bounds are the use case's to check (domain/websites/daily-session-budget-rules.ts).
  dailySessionBudget: z.number().nullish(),
  currency: currencyField.nullish(),
  // Each entry's form is the use case's to check (domain/websites/website-origin-rules.ts); this only bounds the request.
  extraOrigins: z.array(z.string().max(2_000, 'Each other origin can be at most 2000 characters')).max(100).nullish(),
});

builder.queryField('websites', (t) =>
  t.field({
    type: WebsitesPage,
    description: "The owner's websites, most recently changed first. limit defaults to 20 and is at most 1000.",
    args: { limit: t.arg.int(), skip: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      ctx.useCases.listWebsites(await requireViewer(ctx), parseInput(z.object(pagingFields), args)),
  }),
);

builder.queryField('website', (t) =>
  t.field({
    type: WebsiteType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      workspaceValue(await ctx.useCases.getWebsite(await requireViewer(ctx), String(args.id) as WebsiteId)),
  }),
);

builder.mutationField('createWebsite', (t) =>
  t.field({
    type: InsertResult,
    description: 'Adds a website. The URL is stored as its origin; CONFLICT if the owner has it already.',
    args: {
      url: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      currency: t.arg({ type: CurrencyEnum, description: 'What it sells in; GBP when left out.' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const { currency, ...input } = parseInput(createWebsiteArgs, args);
      const website = workspaceValue(
        await ctx.useCases.createWebsite(viewer, { ...input, ...(currency ? { currency } : {}) }),
      );
      return { acknowledged: true, insertedId: website.id };
    },
  }),
);

builder.mutationField('updateWebsite', (t) =>
  t.field({
    type: WebsiteType,
    args: { input: t.arg({ type: UpdateWebsiteInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(updateWebsiteArgs, { ...args.input, id: String(args.input.id) });
      return workspaceValue(
        await ctx.useCases.updateWebsite(viewer, {
          id: input.id as WebsiteId,
          url: input.url ?? null,
          name: input.name ?? null,
          // Left out stays as it is; null, sent on purpose, removes the maximum.
          ...('maxOrderValue' in args.input ? { maxOrderValue: input.maxOrderValue ?? null } : {}),
          ...('dailySessionBudget' in args.input ? { dailySessionBudget: input.dailySessionBudget ?? null } : {}),
          ...(input.currency ? { currency: input.currency } : {}),
          ...(input.extraOrigins === null || input.extraOrigins === undefined
            ? {}
            : { extraOrigins: input.extraOrigins }),
        }),
      );
    },
  }),
);

builder.mutationField('deleteWebsite', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes the website with its pages, their tests and everything those collected.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      workspaceValue(await ctx.useCases.deleteWebsite(await requireViewer(ctx), String(args.id) as WebsiteId));
      return { success: true };
    },
  }),
);
