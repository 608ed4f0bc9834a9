import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { NoneFound } from '../../../components/feedback/none-found';
import { pageCount, pageWindow } from '../../../components/navigation/pagination';
import { referralsQueryOptions } from '../../../features/affiliates/affiliate-list-queries';
import { AffiliateListLayout } from '../../../features/affiliates/affiliate-list-layout';
import { ReferralsTable } from '../../../features/affiliates/referrals-table';
import '../../../styles/workspace.css';
import '../../../styles/affiliate-dashboard.css';

const basePath = '/user/profile/affiliate/referral-list';
const pagedRoute = getRouteApi('/user/profile/affiliate/referral-list/page/$currentPage');

/** /user/profile/affiliate/referral-list: the first page of the list. */
export function ReferralsPage() {
  return <ReferralsList currentPage={1} />;
}

/** /user/profile/affiliate/referral-list/page/{currentPage}. */
export function ReferralsPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <ReferralsList currentPage={currentPage} />;
}

function ReferralsList({ currentPage }: { currentPage: number }) {
  const { data } = useSuspenseQuery(referralsQueryOptions(pageWindow(currentPage)));
  const { users, total } = data.referrals;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  return (
    <AffiliateListLayout
      title="Referrals"
      lead="The people who signed up through your link, newest first: when they first paid, and what they have paid."
      basePath={basePath}
      currentPage={currentPage}
      total={total}
    >
      {users.length === 0 ? <NoneFound /> : <ReferralsTable referrals={users} />}
    </AffiliateListLayout>
  );
}
