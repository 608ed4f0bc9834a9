import { statusRank, type TestStatus } from '../../../domain/ab-tests/test-status';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId, WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { PagedList, Paging } from '../../paging';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { makeTestStatusOf } from './test-status-of';
import type { TestView } from './test-view';

export type ListTests = (
  viewer: Viewer,
  input: Paging & { readonly websiteId: WebsiteId | null; readonly status: TestStatus | null },
) => Promise<Result<PagedList<TestView>, WorkspaceError>>;
export type GetTest = (viewer: Viewer, id: TestId) => Promise<Result<TestView, WorkspaceError>>;

/**
 * The owner's tests, of one status when given: running tests first, then those paused, then the rest, each group
 * most recently changed first. Statuses depend on the time and the balance, so they are worked out here, over all
 * of the owner's tests (tens, not thousands), and the page is cut after.
 */
export function makeListTests(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): ListTests {
  const statusOf = makeTestStatusOf(deps);
  return (viewer, { websiteId, status, skip, limit }) =>
    deps.uow.read(async ({ websites, tests }) => {
      if (websiteId !== null && (await websites.find(viewer.userId, websiteId)) === null) {
        return fail({ kind: 'WebsiteNotFound' });
      }
      const ranked = (await tests.listAll(viewer.userId, websiteId))
        .map((test, recency) => ({ test, recency, status: statusOf(test) }))
        .filter((entry) => status === null || entry.status === status)
        .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.recency - b.recency);
      return ok({ items: ranked.slice(skip, skip + limit).map((entry) => entry.test), total: ranked.length });
    });
}

export function makeGetTest(deps: { readonly uow: UnitOfWork }): GetTest {
  return async (viewer, id) => {
    const view = await deps.uow.read(({ tests }) => tests.find(viewer.userId, id));
    return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
  };
}
