import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { NoneFound } from '../../components/feedback/none-found';
import { Pagination, pageCount, pageWindow } from '../../components/navigation/pagination';
import { SiteLink } from '../../components/navigation/site-link';
import { testsListQueryOptions } from '../../features/tests-list/tests-list-queries';
import { TestsTable } from '../../features/tests-list/tests-table';
import '../../styles/workspace.css';

const basePath = '/user/tests';
const pagedRoute = getRouteApi('/user/tests/page/$currentPage');

/** /user/tests: the first page of the list. */
export function TestsPage() {
  return <TestsList currentPage={1} />;
}

/** /user/tests/page/{currentPage}. */
export function TestsPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <TestsList currentPage={currentPage} />;
}

function TestsList({ currentPage }: { currentPage: number }) {
  const { data } = useSuspenseQuery(testsListQueryOptions(pageWindow(currentPage)));
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
      <p className="lead">Each test compares variants of one page on one goal.</p>
      {tests.length === 0 ? <NoneFound /> : <TestsTable tests={tests} />}
      <Pagination basePath={basePath} currentPage={currentPage} total={total} />
    </section>
  );
}
