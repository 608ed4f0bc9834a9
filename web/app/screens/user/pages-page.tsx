import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound, useNavigate } from '@tanstack/react-router';
import { NoneFound } from '../../components/feedback/none-found';
import { Notice } from '../../components/feedback/notice';
import { Pagination, pageAfterEmptying, pageCount, pagePath, pageWindow } from '../../components/navigation/pagination';
import { SiteLink } from '../../components/navigation/site-link';
import { AddPageForm } from '../../features/pages/add-page-form';
import { PageTable, pagesListHeadingId } from '../../features/pages/page-table';
import { pagesQueryOptions } from '../../features/pages/page-queries';
import { WebsiteFilter } from '../../features/pages/website-filter';
import { websiteFilterId } from '../../features/pages/website-filter-id';
import { allWebsitesQueryOptions } from '../../features/websites/website-queries';
import '../../styles/workspace.css';

const basePath = '/user/pages';
const firstRoute = getRouteApi('/user/pages');
const pagedRoute = getRouteApi('/user/pages/page/$currentPage');

/** /user/pages: the first page of the list. */
export function PagesPage() {
  const { websiteId } = firstRoute.useSearch();
  return <PagesList currentPage={1} requestedWebsiteId={websiteId} />;
}

/** /user/pages/page/{currentPage}. */
export function PagesPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  const { websiteId } = pagedRoute.useSearch();
  return <PagesList currentPage={currentPage} requestedWebsiteId={websiteId} />;
}

function PagesList({ currentPage, requestedWebsiteId }: { currentPage: number; requestedWebsiteId?: string }) {
  const navigate = useNavigate();
  const websites = useSuspenseQuery(allWebsitesQueryOptions()).data.websites.websites;
  const websiteId = websiteFilterId(websites, requestedWebsiteId);
  const { data } = useSuspenseQuery(pagesQueryOptions({ websiteId, ...pageWindow(currentPage) }));
  const { pages, total } = data.pages;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  const goToPage = async (page: number): Promise<void> => {
    // The filter stays as it is: only the page number changes.
    if (page !== currentPage) await navigate({ to: pagePath(basePath, page) as '/', search: true });
  };
  const filterBy = (id: string | null): void => {
    // Another filter is another list, so it starts at its first page.
    void navigate({ to: basePath, search: id === null ? {} : { websiteId: id } });
  };

  return (
    <section className="page workspace-page" aria-labelledby="pages-heading">
      <h1 id="pages-heading">Pages</h1>
      <p className="lead">The pages of your websites that you test.</p>
      {websites.length === 0 ? (
        <Notice kind="info">
          A page belongs to a website. <SiteLink href="/user/websites">Add a website</SiteLink> first.
        </Notice>
      ) : (
        <AddPageForm
          // A new filter is a fresh start for the form's website too.
          key={websiteId ?? 'all'}
          websites={websites}
          defaultWebsiteId={websiteId}
          onAdded={() => void goToPage(1)}
        />
      )}
      <h2 id={pagesListHeadingId} className="workspace-page__list-heading" tabIndex={-1}>
        Your pages
      </h2>
      {websites.length > 0 && <WebsiteFilter websites={websites} websiteId={websiteId} onChange={filterBy} />}
      {pages.length === 0 ? (
        <NoneFound />
      ) : (
        <PageTable
          pages={pages}
          beforeRefresh={() => (pages.length === 1 ? goToPage(pageAfterEmptying(currentPage)) : Promise.resolve())}
        />
      )}
      <Pagination basePath={basePath} currentPage={currentPage} total={total} />
    </section>
  );
}
