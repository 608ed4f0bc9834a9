import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound, useNavigate } from '@tanstack/react-router';
import { NoneFound } from '../../components/feedback/none-found';
import { Pagination, pageCount, pageWindow } from '../../components/navigation/pagination';
import { SiteLink } from '../../components/navigation/site-link';
import { TestStatusFilter } from '../../features/test-status/test-status-filter';
import { testsListQueryOptions } from '../../features/tests-list/tests-list-queries';
import type { TestStatus } from '../../gql/graphql';
import { TestsTable } from '../../features/tests-list/tests-table';
import '../../styles/workspace.css';

const basePath = '/user/tests';
const firstRoute = getRouteApi('/user/tests');
const pagedRoute = getRouteApi('/user/tests/page/$currentPage');

/** /user/tests: the first page of the list. */
export function TestsPage() {
  const { status } = firstRoute.useSearch();
  return <TestsList currentPage={1} status={status ?? null} />;
}

/** /user/tests/page/{currentPage}. */
export function TestsPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  const { status } = pagedRoute.useSearch();
  return <TestsList currentPage={currentPage} status={status ?? null} />;
}

function TestsList({ currentPage, status }: { currentPage: number; status: TestStatus | null }) {
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(testsListQueryOptions({ status, ...pageWindow(currentPage) }));
  const { tests, total } = data.tests;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  return (
    <section className="page workspace-page" aria-labelledby="tests-heading">
      <div className="workspace-page__header">
        <h1 id="tests-heading">Tests</h1>
        <SiteLink href="/user/tests/new" className="button button--primary">
          New test
        </SiteLink>
      </div>
      <p className="lead">Each test compares variants of one page on one goal. Running tests come first.</p>
      <TestStatusFilter
        status={status}
        onChange={(next) => {
          // Another filter is another list, so it starts at its first page.
          void navigate({ to: basePath, search: next === null ? {} : { status: next } });
        }}
      />
      {tests.length === 0 ? <NoneFound /> : <TestsTable tests={tests} />}
      <Pagination basePath={basePath} currentPage={currentPage} total={total} />
    </section>
  );
}
