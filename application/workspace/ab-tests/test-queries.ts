import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId, WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { PagedList, Paging } from '../../paging';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import type { TestView } from './test-view';

export type ListTests = (
  viewer: Viewer,
  input: Paging & { readonly websiteId: WebsiteId | null },
) => Promise<Result<PagedList<TestView>, WorkspaceError>>;
export type GetTest = (viewer: Viewer, id: TestId) => Promise<Result<TestView, WorkspaceError>>;

export function makeListTests(deps: { readonly uow: UnitOfWork }): ListTests {
  return (viewer, { websiteId, ...paging }) =>
    deps.uow.run(async ({ websites, tests }) => {
      if (websiteId !== null && (await websites.find(viewer.userId, websiteId)) === null) {
        return fail({ kind: 'WebsiteNotFound' });
      }
      return ok(await tests.list(viewer.userId, websiteId, paging));
    });
}

export function makeGetTest(deps: { readonly uow: UnitOfWork }): GetTest {
  return async (viewer, id) => {
    const view = await deps.uow.run(({ tests }) => tests.find(viewer.userId, id));
    return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
  };
}
