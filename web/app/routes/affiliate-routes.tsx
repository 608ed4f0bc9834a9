import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageWindow } from '../components/navigation/pagination';
import {
  affiliateSessionsQueryOptions,
  affiliateTransactionsQueryOptions,
  referralsQueryOptions,
} from '../features/affiliates/affiliate-list-queries';
import {
  affiliateBalancesQueryOptions,
  affiliateMetricsQueryOptions,
  affiliatePayoutSetupQueryOptions,
} from '../features/affiliates/affiliate-queries';
import type { AffiliateTransactionType } from '../gql/graphql';
import { NotFoundPage } from '../screens/not-found-page';
import { pageHead } from '../seo/page-head';
import { currentPageParams, listHead, refusePastLastPage } from './paged-list-routes';
import { oneOf } from './route-inputs';
import { userRoute } from './user-routes';

/**
 * Stripe (or the local test-mode page) sends the affiliate back with `?payouts=returned`; any other value is
 * dropped rather than refused.
 */
const affiliateSearch = (search: Record<string, unknown>): { payouts?: 'returned' } => ({
  payouts: oneOf(search['payouts'], ['returned']),
});

async function loadReferrals(queryClient: QueryClient, currentPage: number): Promise<void> {
  const data = await queryClient.ensureQueryData(referralsQueryOptions(pageWindow(currentPage)));
  refusePastLastPage(currentPage, data.referrals.total);
}

async function loadSessions(queryClient: QueryClient, currentPage: number): Promise<void> {
  const data = await queryClient.ensureQueryData(affiliateSessionsQueryOptions(pageWindow(currentPage)));
  refusePastLastPage(currentPage, data.affiliateSessions.total);
}

async function loadTransactions(
  queryClient: QueryClient,
  type: AffiliateTransactionType | null,
  currentPage: number,
): Promise<void> {
  const data = await queryClient.ensureQueryData(affiliateTransactionsQueryOptions(type, pageWindow(currentPage)));
  refusePastLastPage(currentPage, data.affiliateTransactions.total);
}

export const affiliateRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate',
  validateSearch: affiliateSearch,
  head: () =>
    pageHead({
      path: '/user/profile/affiliate',
      title: 'Affiliate programme',
      description: 'Your referral link, commission balances, referrals and payout setup.',
      noindex: true,
    }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(affiliateBalancesQueryOptions()),
      context.queryClient.ensureQueryData(affiliateMetricsQueryOptions()),
      context.queryClient.ensureQueryData(affiliatePayoutSetupQueryOptions()),
    ]),
  component: lazyRouteComponent(() => import('../screens/user/affiliate/affiliate-page'), 'AffiliatePage'),
});

const referralsPath = '/user/profile/affiliate/referral-list';
const referralsTitle = 'Referrals';
const referralsDescription = 'The people who signed up through your referral link, and what they have paid.';
const paymentsPath = '/user/profile/affiliate/payments';
const paymentsTitle = 'Payments';
const paymentsDescription = 'The payouts of your affiliate commission.';
const commissionsPath = '/user/profile/affiliate/commissions';
const commissionsTitle = 'Commissions';
const commissionsDescription = 'The commission you have earned on payments from your referrals.';
const sessionsPath = '/user/profile/affiliate/sessions';
const sessionsTitle = 'Link visits';
const sessionsDescription = 'The visits through your referral link.';
const balancePath = '/user/profile/affiliate/balance';
const balanceTitle = 'Balance history';
const balanceDescription = 'Every change to your affiliate balance: commissions and payouts.';

const referralsPage = lazyRouteComponent(() => import('../screens/user/affiliate/referrals-page'), 'ReferralsPage');
const referralsPagedPage = lazyRouteComponent(
  () => import('../screens/user/affiliate/referrals-page'),
  'ReferralsPagedPage',
);
const paymentsPage = lazyRouteComponent(() => import('../screens/user/affiliate/payments-page'), 'PaymentsPage');
const paymentsPagedPage = lazyRouteComponent(
  () => import('../screens/user/affiliate/payments-page'),
  'PaymentsPagedPage',
);
const commissionsPage = lazyRouteComponent(
  () => import('../screens/user/affiliate/commissions-page'),
  'CommissionsPage',
);
const commissionsPagedPage = lazyRouteComponent(
  () => import('../screens/user/affiliate/commissions-page'),
  'CommissionsPagedPage',
);
const sessionsPage = lazyRouteComponent(() => import('../screens/user/affiliate/sessions-page'), 'SessionsPage');
const sessionsPagedPage = lazyRouteComponent(
  () => import('../screens/user/affiliate/sessions-page'),
  'SessionsPagedPage',
);
const balancePage = lazyRouteComponent(() => import('../screens/user/affiliate/balance-page'), 'BalancePage');
const balancePagedPage = lazyRouteComponent(() => import('../screens/user/affiliate/balance-page'), 'BalancePagedPage');

export const referralsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/referral-list',
  head: () => listHead(referralsPath, referralsTitle, referralsDescription, 1),
  loader: ({ context }) => loadReferrals(context.queryClient, 1),
  component: referralsPage,
  notFoundComponent: NotFoundPage,
});

export const referralsPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/referral-list/page/$currentPage',
  params: currentPageParams,
  head: ({ params }) => listHead(referralsPath, referralsTitle, referralsDescription, params.currentPage),
  loader: ({ context, params }) => loadReferrals(context.queryClient, params.currentPage),
  component: referralsPagedPage,
  notFoundComponent: NotFoundPage,
});

export const paymentsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/payments',
  head: () => listHead(paymentsPath, paymentsTitle, paymentsDescription, 1),
  loader: ({ context }) => loadTransactions(context.queryClient, 'PAYMENT', 1),
  component: paymentsPage,
  notFoundComponent: NotFoundPage,
});

export const paymentsPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/payments/page/$currentPage',
  params: currentPageParams,
  head: ({ params }) => listHead(paymentsPath, paymentsTitle, paymentsDescription, params.currentPage),
  loader: ({ context, params }) => loadTransactions(context.queryClient, 'PAYMENT', params.currentPage),
  component: paymentsPagedPage,
  notFoundComponent: NotFoundPage,
});

export const commissionsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/commissions',
  head: () => listHead(commissionsPath, commissionsTitle, commissionsDescription, 1),
  loader: ({ context }) => loadTransactions(context.queryClient, 'COMMISSION', 1),
  component: commissionsPage,
  notFoundComponent: NotFoundPage,
});

export const commissionsPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/commissions/page/$currentPage',
  params: currentPageParams,
  head: ({ params }) => listHead(commissionsPath, commissionsTitle, commissionsDescription, params.currentPage),
  loader: ({ context, params }) => loadTransactions(context.queryClient, 'COMMISSION', params.currentPage),
  component: commissionsPagedPage,
  notFoundComponent: NotFoundPage,
});

export const sessionsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/sessions',
  head: () => listHead(sessionsPath, sessionsTitle, sessionsDescription, 1),
  loader: ({ context }) => loadSessions(context.queryClient, 1),
  component: sessionsPage,
  notFoundComponent: NotFoundPage,
});

export const sessionsPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/sessions/page/$currentPage',
  params: currentPageParams,
  head: ({ params }) => listHead(sessionsPath, sessionsTitle, sessionsDescription, params.currentPage),
  loader: ({ context, params }) => loadSessions(context.queryClient, params.currentPage),
  component: sessionsPagedPage,
  notFoundComponent: NotFoundPage,
});

export const balanceRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/balance',
  head: () => listHead(balancePath, balanceTitle, balanceDescription, 1),
  loader: ({ context }) => loadTransactions(context.queryClient, null, 1),
  component: balancePage,
  notFoundComponent: NotFoundPage,
});

export const balancePagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/affiliate/balance/page/$currentPage',
  params: currentPageParams,
  head: ({ params }) => listHead(balancePath, balanceTitle, balanceDescription, params.currentPage),
  loader: ({ context, params }) => loadTransactions(context.queryClient, null, params.currentPage),
  component: balancePagedPage,
  notFoundComponent: NotFoundPage,
});

/**
 * /user/profile/affiliate and its five lists (referral-list, payments, commissions, sessions, balance), each with
 * its paginated form (/page/{currentPage}).
 */
export const affiliateRoutes = [
  affiliateRoute,
  referralsRoute,
  referralsPagedRoute,
  paymentsRoute,
  paymentsPagedRoute,
  commissionsRoute,
  commissionsPagedRoute,
  sessionsRoute,
  sessionsPagedRoute,
  balanceRoute,
  balancePagedRoute,
] as const;
