import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { NoneFound } from '../../../components/feedback/none-found';
import { pageCount, pageWindow } from '../../../components/navigation/pagination';
import { affiliateSessionsQueryOptions } from '../../../features/affiliates/affiliate-list-queries';
import { AffiliateListLayout } from '../../../features/affiliates/affiliate-list-layout';
import { SessionsTable } from '../../../features/affiliates/sessions-table';
import '../../../styles/workspace.css';
import '../../../styles/affiliate-dashboard.css';

const basePath = '/user/profile/affiliate/sessions';
const pagedRoute = getRouteApi('/user/profile/affiliate/sessions/page/$currentPage');

/** /user/profile/affiliate/sessions: the first page of the list. */
export function SessionsPage() {
  return <SessionsList currentPage={1} />;
}

/** /user/profile/affiliate/sessions/page/{currentPage}. */
export function SessionsPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <SessionsList currentPage={currentPage} />;
}

function SessionsList({ currentPage }: { currentPage: number }) {
  const { data } = useSuspenseQuery(affiliateSessionsQueryOptions(pageWindow(currentPage)));
  const { sessions, total } = data.affiliateSessions;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  return (
    <AffiliateListLayout
      title="Link visits"
      lead="Each time someone opened a page through your referral link, newest first."
      basePath={basePath}
      currentPage={currentPage}
      total={total}
    >
      {sessions.length === 0 ? <NoneFound /> : <SessionsTable sessions={sessions} />}
    </AffiliateListLayout>
  );
}
