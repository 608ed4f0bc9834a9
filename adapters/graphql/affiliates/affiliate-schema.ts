import { z } from 'zod';
import type { AffiliateTransactionView } from '../../../application/affiliates/affiliate-queries';
import type { AffiliateSession, ReferralCounts } from '../../../application/ports/affiliate-reports';
import type { PeriodCounts } from '../../../domain/affiliates/reporting-periods';
import type { ReferralSummary } from '../../../domain/affiliates/referral';
import type { UserId } from '../../../domain/shared/ids';
import { builder, SuccessPayload } from '../builder';
import { graphqlError } from '../errors';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { pagingFields } from '../workspace-inputs';

const pagingArgs = z.object(pagingFields);

const PaginationInput = builder.inputType('PaginationInput', {
  fields: (t) => ({
    limit: t.int({ description: 'How many to return: 20 unless given, at most 1000.' }),
    skip: t.int({ description: 'How many to skip from the start.' }),
  }),
});

const AffiliateReferralType = builder.objectRef<ReferralSummary>('AffiliateReferral').implement({
  description: 'A user who signed up through the affiliate’s link: what they brought in, never who they are.',
  fields: (t) => ({
    id: t.exposeID('id'),
    dateCreated: t.expose('dateCreated', { type: 'DateTime', description: 'When they signed up.' }),
    conversionDate: t.expose('conversionDate', {
      type: 'DateTime',
      nullable: true,
      description: 'When they first paid; null while they use free sessions only.',
    }),
    totalPayments: t.exposeInt('totalPaymentsMinor', { description: 'What they have paid, less refunds, in pence.' }),
    totalCommissionsValue: t.exposeInt('totalCommissionsMinor', {
      description: 'The commission their payments earned, less reversals, in pence.',
    }),
  }),
});

const ReferralsPage = builder
  .objectRef<{ items: readonly ReferralSummary[]; total: number }>('ReferralsPage')
  .implement({
    fields: (t) => ({
      users: t.field({ type: [AffiliateReferralType], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });

const AffiliatePerformanceType = builder.objectRef<ReferralCounts>('AffiliatePerformance').implement({
  description:
    'Referrals by whether they have paid yet (paying) or not (free), in all and over the last 7 days, 1, 3 and 12 months (by signup date).',
  fields: (t) => {
    const count = (kind: keyof ReferralCounts, period: keyof PeriodCounts) =>
      t.int({ resolve: (counts) => counts[kind][period] });
    return {
      freeReferrals: count('free', 'total'),
      payingReferrals: count('paying', 'total'),
      totalReferrals: t.int({ resolve: (counts) => counts.free.total + counts.paying.total }),
      freeReferralsLastWeek: count('free', 'lastWeek'),
      payingReferralsLastWeek: count('paying', 'lastWeek'),
      freeReferralsLastMonth: count('free', 'lastMonth'),
      payingReferralsLastMonth: count('paying', 'lastMonth'),
      freeReferralsLastQuarter: count('free', 'lastQuarter'),
      payingReferralsLastQuarter: count('paying', 'lastQuarter'),
      freeReferralsLastYear: count('free', 'lastYear'),
      payingReferralsLastYear: count('paying', 'lastYear'),
    };
  },
});

const AffiliateSessionMetricsType = builder.objectRef<PeriodCounts>('AffiliateSessionMetrics').implement({
  description: 'Visits through the referral link: over the last 7 days, 1, 3 and 12 months, and in all.',
  fields: (t) => ({
    lastWeek: t.exposeInt('lastWeek'),
    lastMonth: t.exposeInt('lastMonth'),
    lastQuarter: t.exposeInt('lastQuarter'),
    lastYear: t.exposeInt('lastYear'),
    total: t.exposeInt('total'),
  }),
});

const AffiliateSessionType = builder.objectRef<AffiliateSession>('AffiliateSession').implement({
  description: 'One visit through the referral link.',
  fields: (t) => ({
    id: t.exposeID('id'),
    dateTime: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AffiliateSessionsPage = builder
  .objectRef<{ items: readonly AffiliateSession[]; total: number }>('AffiliateSessionsPage')
  .implement({
    fields: (t) => ({
      sessions: t.field({ type: [AffiliateSessionType], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });

const AffiliateTransactionTypeEnum = builder.enumType('AffiliateTransactionType', {
  values: {
    COMMISSION: { description: 'Earned on a referred payment (negative: reversed by a refund).' },
    PAYMENT: { description: 'Paid out (negative), or a failed payout returned (positive).' },
  } as const,
});

const AffiliateTransactionType = builder.objectRef<AffiliateTransactionView>('AffiliateTransaction').implement({
  description: 'A row of the affiliate’s ledger.',
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.field({ type: AffiliateTransactionTypeEnum, resolve: (row) => row.type }),
    amount: t.exposeInt('amountMinor', { description: 'Its effect on the balance, in pence.' }),
    dateTime: t.expose('createdAt', { type: 'DateTime' }),
    qualified: t.exposeBoolean('qualified', {
      description: 'Past its 3-month qualification period (payments always are).',
    }),
    qualifiesAt: t.expose('qualifiesAt', { type: 'DateTime' }),
  }),
});

const AffiliateTransactionsPage = builder
  .objectRef<{ items: readonly AffiliateTransactionView[]; total: number }>('AffiliateTransactionsPage')
  .implement({
    fields: (t) => ({
      transactions: t.field({ type: [AffiliateTransactionType], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });

builder.queryField('affiliateBalancePending', (t) =>
  t.int({
    description: 'Commissions still in their 3-month qualification period, in pence.',
    resolve: async (_root, _args, ctx) => (await ctx.loaders.affiliateBalance()).pendingMinor,
  }),
);

builder.queryField('affiliateBalanceQualified', (t) =>
  t.int({
    description: 'Qualified commissions not yet paid out, in pence: the next payout, once at least £10.00.',
    resolve: async (_root, _args, ctx) => (await ctx.loaders.affiliateBalance()).qualifiedMinor,
  }),
);

builder.queryField('referrals', (t) =>
  t.field({
    type: ReferralsPage,
    description: 'The signed-in affiliate’s referrals, newest first.',
    args: { input: t.arg({ type: PaginationInput }) },
    resolve: async (_root, args, ctx) =>
      ctx.useCases.listReferrals(await requireViewer(ctx), parseInput(pagingArgs, args.input ?? {})),
  }),
);

builder.queryField('affiliatePerformanceMetrics', (t) =>
  t.field({
    type: AffiliatePerformanceType,
    resolve: async (_root, _args, ctx) => ctx.useCases.getReferralCounts(await requireViewer(ctx)),
  }),
);

builder.queryField('affiliateSessionMetrics', (t) =>
  t.field({
    type: AffiliateSessionMetricsType,
    resolve: async (_root, _args, ctx) => ctx.useCases.getAffiliateSessionCounts(await requireViewer(ctx)),
  }),
);

builder.queryField('affiliateSessions', (t) =>
  t.field({
    type: AffiliateSessionsPage,
    description: 'Visits through the signed-in affiliate’s referral link, newest first.',
    args: { limit: t.arg.int(), skip: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      ctx.useCases.listAffiliateSessions(await requireViewer(ctx), parseInput(pagingArgs, args)),
  }),
);

builder.queryField('affiliateTransactions', (t) =>
  t.field({
    type: AffiliateTransactionsPage,
    description: 'The signed-in affiliate’s ledger, newest first; only one type when `type` is given.',
    args: { limit: t.arg.int(), skip: t.arg.int(), type: t.arg({ type: AffiliateTransactionTypeEnum }) },
    resolve: async (_root, args, ctx) =>
      ctx.useCases.listAffiliateTransactions(
        await requireViewer(ctx),
        parseInput(pagingArgs, { limit: args.limit, skip: args.skip }),
        args.type ?? null,
      ),
  }),
);

const referrerIdArg = z.object({
  referrerId: z.string().trim().pipe(z.uuid('The referrer id is not an account id.')),
});

builder.mutationField('createAffiliateSession', (t) =>
  t.field({
    type: SuccessPayload,
    description:
      'Counts a visit through an affiliate’s referral link (`?ref=<id>`). success is false for the affiliate’s own visit; an id of no account is NOT_FOUND, a malformed one BAD_USER_INPUT.',
    args: { referrerId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { referrerId } = parseInput(referrerIdArg, args);
      const resolution = await ctx.viewer();
      const viewer = resolution.ok ? resolution.value : null;
      const recorded = await ctx.useCases.recordAffiliateSession(viewer, referrerId as UserId);
      if (!recorded.ok) throw graphqlError('NOT_FOUND', 'There is no affiliate with that id.');
      return { success: recorded.value.recorded };
    },
  }),
);
