import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { NoneFound } from '../../../components/feedback/none-found';
import { pageCount, pageWindow } from '../../../components/navigation/pagination';
import { affiliateTransactionsQueryOptions } from '../../../features/affiliates/affiliate-list-queries';
import { AffiliateListLayout } from '../../../features/affiliates/affiliate-list-layout';
import { BalanceTable } from '../../../features/affiliates/balance-table';
import '../../../styles/workspace.css';
import '../../../styles/affiliate-dashboard.css';

const basePath = '/user/profile/affiliate/balance';
const pagedRoute = getRouteApi('/user/profile/affiliate/balance/page/$currentPage');

/** /user/profile/affiliate/balance: the first page of the list. */
export function BalancePage() {
  return <BalanceList currentPage={1} />;
}

/** /user/profile/affiliate/balance/page/{currentPage}. */
export function BalancePagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <BalanceList currentPage={currentPage} />;
}

function BalanceList({ currentPage }: { currentPage: number }) {
  const { data } = useSuspenseQuery(affiliateTransactionsQueryOptions(null, pageWindow(currentPage)));
  const { transactions, total } = data.affiliateTransactions;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  return (
    <AffiliateListLayout
      title="Balance history"
      lead="Every change to your balance, newest first: commissions add to it, payouts take from it."
      basePath={basePath}
      currentPage={currentPage}
      total={total}
    >
      {transactions.length === 0 ? <NoneFound /> : <BalanceTable transactions={transactions} />}
    </AffiliateListLayout>
  );
}
