import type { Viewer } from '../../domain/accounts/viewer';
import type { TestChange } from '../../domain/ab-tests/test-change';
import type { ShareLinkId, TestId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { VariantPerformance } from '../../domain/statistics/variant-performance';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { ShareLink } from '../ports/share-link-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { TestView } from '../workspace/ab-tests/test-view';
import type { WorkspaceError } from '../workspace/workspace-errors';
import type { ReadTestPerformance } from './get-test-performance';
import type { ReadTestResults, TestResults } from './get-test-results';

/** A link just made, with its token: shown to the owner this once, since only its hash is kept. */
export interface CreatedShareLink {
  readonly link: ShareLink;
  readonly token: string;
}

/** What a share link shows: the test and its results, nothing else of its owner's. */
export interface SharedTestResults {
  readonly test: TestView;
  readonly changes: readonly TestChange[];
  readonly results: TestResults;
  readonly performance: readonly VariantPerformance[];
}

export type ShareLinkError = WorkspaceError | { readonly kind: 'ShareLinkNotFound' };

export interface ShareLinkUseCases {
  /** Makes the test's read-only link, revoking the one before: a link given to the wrong person is undone this way. */
  readonly createTestShareLink: (viewer: Viewer, testId: TestId) => Promise<Result<CreatedShareLink, WorkspaceError>>;
  readonly revokeTestShareLink: (viewer: Viewer, testId: TestId) => Promise<Result<true, ShareLinkError>>;
  /** The test's link in force, if any (its token is never shown again). */
  readonly testShareLink: (viewer: Viewer, testId: TestId) => Promise<ShareLink | null>;
  /** Anyone holding the token, signed in or not: unknown and revoked tokens alike are not found. */
  readonly sharedTestResults: (
    token: string,
  ) => Promise<Result<SharedTestResults, { readonly kind: 'ShareLinkNotFound' }>>;
}

/**
 * Read-only links to one test's results for people without an account. The token is an unguessable opaque token,
 * kept only as its hash, so a copy of the database opens nothing.
 */
export function shareLinkUseCases(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly tokens: OpaqueTokens;
  readonly readResults: ReadTestResults;
  readonly readPerformance: ReadTestPerformance;
}): ShareLinkUseCases {
  const notFound = fail({ kind: 'ShareLinkNotFound' } as const);
  return {
    createTestShareLink: (viewer, testId) =>
      deps.uow.run(async ({ tests, shareLinks }) => {
        if ((await tests.find(viewer.userId, testId)) === null) return fail({ kind: 'TestNotFound' });
        const token = deps.tokens.generate();
        const link: ShareLink = { id: deps.ids.next() as ShareLinkId, testId, createdAt: deps.clock.now() };
        await shareLinks.replace(link, deps.tokens.hash(token));
        return ok({ link, token });
      }),
    revokeTestShareLink: (viewer, testId) =>
      deps.uow.run(async ({ tests, shareLinks }) => {
        if ((await tests.find(viewer.userId, testId)) === null) return fail({ kind: 'TestNotFound' });
        return (await shareLinks.revoke(viewer.userId, testId, deps.clock.now()))
          ? ok(true as const)
          : fail({ kind: 'ShareLinkNotFound' });
      }),
    testShareLink: (viewer, testId) => deps.uow.read(({ shareLinks }) => shareLinks.inForce(viewer.userId, testId)),
    sharedTestResults: async (token) => {
      const found = await deps.uow.read(async ({ shareLinks, tests, testChanges }) => {
        const opened = await shareLinks.opens(deps.tokens.hash(token));
        if (opened === null) return null;
        const test = await tests.find(opened.userId, opened.testId);
        if (test === null) return null;
        return { opened, test, changes: await testChanges.listForTests(opened.userId, [opened.testId]) };
      });
      if (found === null) return notFound;
      const { userId, testId } = found.opened;
      const [results, performance] = await Promise.all([
        deps.readResults(userId, testId),
        deps.readPerformance(userId, testId),
      ]);
      // The test was deleted between the reads: its link went with it.
      if (!results.ok || !performance.ok) return notFound;
      return ok({ test: found.test, changes: found.changes, results: results.value, performance: performance.value });
    },
  };
}
