import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound, useNavigate } from '@tanstack/react-router';
import { NoneFound } from '../../components/feedback/none-found';
import { Pagination, pageAfterEmptying, pageCount, pagePath, pageWindow } from '../../components/navigation/pagination';
import { WebsiteInstallCards } from '../../features/install/website-install-cards';
import { AddWebsiteForm } from '../../features/websites/add-website-form';
import { WebsiteTable, websitesListHeadingId } from '../../features/websites/website-table';
import { websitesQueryOptions } from '../../features/websites/website-queries';
import '../../styles/workspace.css';

const basePath = '/user/websites';
const pagedRoute = getRouteApi('/user/websites/page/$currentPage');

/** /user/websites: the first page of the list. */
export function WebsitesPage() {
  return <WebsitesList currentPage={1} />;
}

/** /user/websites/page/{currentPage}. */
export function WebsitesPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <WebsitesList currentPage={currentPage} />;
}

function WebsitesList({ currentPage }: { currentPage: number }) {
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(websitesQueryOptions(pageWindow(currentPage)));
  const { websites, total } = data.websites;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  const goToPage = async (page: number): Promise<void> => {
    if (page !== currentPage) await navigate({ to: pagePath(basePath, page) as '/' });
  };

  return (
    <section className="page workspace-page" aria-labelledby="websites-heading">
      <h1 id="websites-heading">Websites</h1>
      <p className="lead">The sites your tracking script runs on. Add each one before adding its pages.</p>
      {/* A new website heads the list, so adding one shows the first page. */}
      <AddWebsiteForm onAdded={() => void goToPage(1)} />
      <h2 id={websitesListHeadingId} className="workspace-page__list-heading" tabIndex={-1}>
        Your websites
      </h2>
      {websites.length === 0 ? (
        <NoneFound />
      ) : (
        <WebsiteTable
          websites={websites}
          beforeRefresh={() => (websites.length === 1 ? goToPage(pageAfterEmptying(currentPage)) : Promise.resolve())}
        />
      )}
      <Pagination basePath={basePath} currentPage={currentPage} total={total} />
      {websites.length > 0 && <WebsiteInstallCards websites={websites} />}
    </section>
  );
}
