import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, notFound } from '@tanstack/react-router';
import { NoneFound } from '../../../components/feedback/none-found';
import { pageCount, pageWindow } from '../../../components/navigation/pagination';
import { affiliateTransactionsQueryOptions } from '../../../features/affiliates/affiliate-list-queries';
import { AffiliateListLayout } from '../../../features/affiliates/affiliate-list-layout';
import { PaymentsTable } from '../../../features/affiliates/payments-table';
import '../../../styles/workspace.css';
import '../../../styles/affiliate-dashboard.css';

const basePath = '/user/profile/affiliate/payments';
const pagedRoute = getRouteApi('/user/profile/affiliate/payments/page/$currentPage');

/** /user/profile/affiliate/payments: the first page of the list. */
export function PaymentsPage() {
  return <PaymentsList currentPage={1} />;
}

/** /user/profile/affiliate/payments/page/{currentPage}. */
export function PaymentsPagedPage() {
  const { currentPage } = pagedRoute.useParams();
  return <PaymentsList currentPage={currentPage} />;
}

function PaymentsList({ currentPage }: { currentPage: number }) {
  const { data } = useSuspenseQuery(affiliateTransactionsQueryOptions('PAYMENT', pageWindow(currentPage)));
  const { transactions, total } = data.affiliateTransactions;
  // The route's loader refuses a page past the end; this catches one emptied since (say, from another tab).
  if (currentPage > pageCount(total)) throw notFound();

  return (
    <AffiliateListLayout
      title="Payments"
      lead="The payouts of your qualified commission, newest first."
      basePath={basePath}
      currentPage={currentPage}
      total={total}
    >
      {transactions.length === 0 ? <NoneFound /> : <PaymentsTable payments={transactions} />}
    </AffiliateListLayout>
  );
}
