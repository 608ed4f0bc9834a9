import { z } from 'zod';
import type { ShareLinkError, SharedTestResults } from '../../../application/results/share-links';
import type { ShareLink } from '../../../application/ports/share-link-repository';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { TestId } from '../../../domain/shared/ids';
import { builder, SuccessPayload } from '../builder';
import { graphqlError } from '../errors';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { TestChangeType } from '../workspace/ab-tests/test-changes-schema';
import { TestType } from '../workspace/ab-tests/test-schema';
import { workspaceErrorToGraphql } from '../workspace/workspace-errors';
import { TestPerformanceType } from './test-performance-schema';
import { TestResultsType } from './test-results-schema';
import { CurrencyEnum } from '../workspace/websites/website-schema';

const notFoundMessage = 'This share link does not exist or was revoked by its owner.';

function shareLinkValue<T>(result: { ok: true; value: T } | { ok: false; error: ShareLinkError }): T {
  if (result.ok) return result.value;
  if (result.error.kind === 'ShareLinkNotFound') {
    throw graphqlError('NOT_FOUND', 'This test has no share link to revoke.');
  }
  throw workspaceErrorToGraphql(result.error);
}

const ShareLinkType = builder.objectRef<ShareLink>('TestShareLink').implement({
  description: "A read-only link to a test's results, for anyone holding it; its address is shown only when made.",
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreatedShareLinkType = builder.objectRef<{ link: ShareLink; token: string }>('CreatedTestShareLink').implement({
  fields: (t) => ({
    shareLink: t.field({ type: ShareLinkType, resolve: (created) => created.link }),
    token: t.exposeString('token', {
      description:
        "The link's secret: the address to share is /shared/results/<token> on this server. Shown this once (only its hash is kept).",
    }),
  }),
});

const SharedVariantType = builder.objectRef<Variant>('SharedVariant').implement({
  description: 'A variant as a share link shows it: its name and share of the traffic, never its code.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    variantNo: t.exposeInt('variantNo'),
    isControl: t.exposeBoolean('isControl'),
    trafficAllocation: t.exposeInt('trafficAllocation'),
  }),
});

const SharedTestType = builder.objectRef<SharedTestResults>('SharedTest').implement({
  description:
    "The test a share link opens, as its readers see it: no owner's details, no page address, no variant code.",
  fields: (t) => ({
    id: t.id({ resolve: (shared) => shared.test.id }),
    name: t.string({ resolve: (shared) => shared.test.name }),
    goalName: t.string({ resolve: (shared) => shared.test.goalName }),
    maxCases: t.int({ resolve: (shared) => shared.test.maxCases }),
    currency: t.field({
      type: CurrencyEnum,
      description: "The website's currency, which revenue figures are in (its minor unit).",
      resolve: (shared) => shared.test.currency,
    }),
    startDate: t.field({ type: 'DateTime', resolve: (shared) => shared.test.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (shared) => shared.test.endDate }),
    live: t.boolean({
      description:
        'Taking visitors now. Why a test is not (stopped, ended, paused) is its owner’s business: it is not said.',
      resolve: (shared, _args, ctx) => ctx.useCases.testStatusOf(shared.test) === 'running',
    }),
    changes: t.field({ type: [TestChangeType], resolve: (shared) => shared.changes }),
    variants: t.field({ type: [SharedVariantType], resolve: (shared) => shared.test.variants }),
  }),
});

const SharedResultsType = builder.objectRef<SharedTestResults>('SharedTestResults').implement({
  description: "One test's results, read through a share link: the same figures its owner's results page reads.",
  fields: (t) => ({
    test: t.field({ type: SharedTestType, resolve: (shared) => shared }),
    testResults: t.field({ type: TestResultsType, resolve: (shared) => shared.results }),
    testPerformanceData: t.field({ type: [TestPerformanceType], resolve: (shared) => shared.performance }),
  }),
});

// Tokens are 43 base64url characters; anything else cannot be one, and is not looked up.
const tokenArgs = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'That is not a share link') });

builder.queryField('sharedTestResults', (t) =>
  t.field({
    type: SharedResultsType,
    description: `A test's results through its share link, with no sign-in. Unknown and revoked links are NOT_FOUND alike.`,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx): Promise<SharedTestResults> => {
      const parsed = tokenArgs.safeParse(args);
      if (!parsed.success) throw graphqlError('NOT_FOUND', notFoundMessage);
      const shared = await ctx.useCases.sharedTestResults(parsed.data.token);
      if (!shared.ok) throw graphqlError('NOT_FOUND', notFoundMessage);
      return shared.value;
    },
  }),
);

builder.objectField(TestType, 'shareLink', (t) =>
  t.field({
    type: ShareLinkType,
    nullable: true,
    description: 'The read-only link to its results in force; null when there is none.',
    resolve: async (test, _args, ctx) => ctx.useCases.testShareLink(await requireViewer(ctx), test.id),
  }),
);

const testIdArgs = z.object({ testId: z.string().min(1, 'Give the test id') });

builder.mutationField('createTestShareLink', (t) =>
  t.field({
    type: CreatedShareLinkType,
    description:
      "Makes a read-only link to the test's results for anyone holding it, with no sign-in; a link made before stops working. Another owner's test is NOT_FOUND.",
    args: { testId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { testId } = parseInput(testIdArgs, { testId: String(args.testId) });
      return shareLinkValue(await ctx.useCases.createTestShareLink(await requireViewer(ctx), testId as TestId));
    },
  }),
);

builder.mutationField('revokeTestShareLink', (t) =>
  t.field({
    type: SuccessPayload,
    description: "Stops the test's share link working at once. NOT_FOUND when the test has none in force.",
    args: { testId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { testId } = parseInput(testIdArgs, { testId: String(args.testId) });
      shareLinkValue(await ctx.useCases.revokeTestShareLink(await requireViewer(ctx), testId as TestId));
      return { success: true };
    },
  }),
);
