import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { NoneFound } from '../../../components/feedback/none-found';
import { pageCount, pageWindow } from '../../../components/navigation/pagination';
import { affiliateTransactionsQueryOptions } from '../../../features/affiliates/affiliate-list-queries';
import { AffiliateListLayout } from '../../../features/affiliates/affiliate-list-layout';
import { CommissionsTable } from '../../../features/affiliates/commissions-table';
import '../../../styles/workspace.css';
import '../../../styles/affiliate-dashboard.css';

const basePath = '/user/profile/affiliate/commissions';
const pagedRoute = getRouteApi('/user/profile/affiliate/commissions/page/$currentPage');

/** /user/profile/affiliate/commissions: the first page of the list. */
export function CommissionsPage() {
  return <CommissionsList currentPage={1} />;
}

/** /user/profile/affiliate/commissions/page/{currentPage}. */
export function CommissionsPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <CommissionsList currentPage={currentPage} />;
}

function CommissionsList({ currentPage }: { currentPage: number }) {
  const { data } = useSuspenseQuery(affiliateTransactionsQueryOptions('COMMISSION', pageWindow(currentPage)));
  const { transactions, total } = data.affiliateTransactions;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  return (
    <AffiliateListLayout
      title="Commissions"
      lead="30% of each payment from your referrals, newest first. Each is pending for 3 months, then qualifies."
      basePath={basePath}
      currentPage={currentPage}
      total={total}
    >
      {transactions.length === 0 ? <NoneFound /> : <CommissionsTable commissions={transactions} />}
    </AffiliateListLayout>
  );
}
