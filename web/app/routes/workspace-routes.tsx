import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageWindow } from '../components/navigation/pagination';
import { websiteGoalsQueryOptions } from '../features/goals/website-goals-queries';
import { pagesQueryOptions } from '../features/pages/page-queries';
import { websiteFilterId } from '../features/pages/website-filter-id';
import { testStatusFrom } from '../features/test-status/test-status-order';
import { testsListQueryOptions } from '../features/tests-list/tests-list-queries';
import type { TestStatus } from '../gql/graphql';
import { allWebsitesQueryOptions, websitesQueryOptions } from '../features/websites/website-queries';
import { NotFoundPage } from '../screens/not-found-page';
import { pageHead } from '../seo/page-head';
import { currentPageParams, listHead, refusePastLastPage } from './paged-list-routes';
import { idParams, nonEmptyText, orNotFound } from './route-inputs';
import { userRoute } from './user-routes';

/** The pages list's website filter; an id that is not a string is dropped rather than refused. */
const pagesSearch = (search: Record<string, unknown>): { websiteId?: string } => ({
  websiteId: nonEmptyText(search['websiteId']),
});

async function loadWebsites(queryClient: QueryClient, currentPage: number): Promise<void> {
  const data = await queryClient.ensureQueryData(websitesQueryOptions(pageWindow(currentPage)));
  refusePastLastPage(currentPage, data.websites.total);
}

async function loadPages(queryClient: QueryClient, currentPage: number, websiteId: string | undefined): Promise<void> {
  const all = await queryClient.ensureQueryData(allWebsitesQueryOptions());
  const filterId = websiteFilterId(all.websites.websites, websiteId);
  const data = await queryClient.ensureQueryData(
    pagesQueryOptions({ websiteId: filterId, ...pageWindow(currentPage) }),
  );
  refusePastLastPage(currentPage, data.pages.total);
}

const testsSearch = (search: Record<string, unknown>): { status?: TestStatus } => ({
  status: testStatusFrom(search['status']),
});

async function loadTests(queryClient: QueryClient, currentPage: number, status: TestStatus | undefined): Promise<void> {
  const data = await queryClient.ensureQueryData(
    testsListQueryOptions({ status: status ?? null, ...pageWindow(currentPage) }),
  );
  refusePastLastPage(currentPage, data.tests.total);
}

const websitesDescription = 'The websites your Splitpenny tracking script runs on.';
const pagesDescription = 'The pages of your websites that you run tests on.';
const testsDescription = 'Your A/B tests: their pages, status, dates and sessions.';

const websitesPage = lazyRouteComponent(() => import('../screens/user/websites-page'), 'WebsitesPage');
const websitesPagedPage = lazyRouteComponent(() => import('../screens/user/websites-page'), 'WebsitesPagedPage');
const websiteGoalsPage = lazyRouteComponent(() => import('../screens/user/website-goals-page'), 'WebsiteGoalsPage');
const pagesPage = lazyRouteComponent(() => import('../screens/user/pages-page'), 'PagesPage');
const pagesPagedPage = lazyRouteComponent(() => import('../screens/user/pages-page'), 'PagesPagedPage');
const testsPage = lazyRouteComponent(() => import('../screens/user/tests-page'), 'TestsPage');
const testsPagedPage = lazyRouteComponent(() => import('../screens/user/tests-page'), 'TestsPagedPage');

export const websitesRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/websites',
  head: () => listHead('/user/websites', 'Websites', websitesDescription, 1),
  loader: ({ context }) => loadWebsites(context.queryClient, 1),
  component: websitesPage,
  notFoundComponent: NotFoundPage,
});

export const websitesPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/websites/page/$currentPage',
  params: currentPageParams,
  head: ({ params }) => listHead('/user/websites', 'Websites', websitesDescription, params.currentPage),
  loader: ({ context, params }) => loadWebsites(context.queryClient, params.currentPage),
  component: websitesPagedPage,
  notFoundComponent: NotFoundPage,
});

export const websiteGoalsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/websites/$websiteId/goals',
  params: idParams('websiteId'),
  head: ({ params }) =>
    pageHead({
      path: `/user/websites/${params.websiteId}/goals`,
      title: 'Goals',
      description: "The conversion goals a website's tests can measure.",
      noindex: true,
    }),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(websiteGoalsQueryOptions(params.websiteId))),
  component: websiteGoalsPage,
  notFoundComponent: NotFoundPage,
});

export const pagesRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/pages',
  validateSearch: pagesSearch,
  loaderDeps: ({ search }) => ({ websiteId: search.websiteId }),
  head: () => listHead('/user/pages', 'Pages', pagesDescription, 1),
  loader: ({ context, deps }) => loadPages(context.queryClient, 1, deps.websiteId),
  component: pagesPage,
  notFoundComponent: NotFoundPage,
});

export const pagesPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/pages/page/$currentPage',
  params: currentPageParams,
  validateSearch: pagesSearch,
  loaderDeps: ({ search }) => ({ websiteId: search.websiteId }),
  head: ({ params }) => listHead('/user/pages', 'Pages', pagesDescription, params.currentPage),
  loader: ({ context, params, deps }) => loadPages(context.queryClient, params.currentPage, deps.websiteId),
  component: pagesPagedPage,
  notFoundComponent: NotFoundPage,
});

export const testsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests',
  validateSearch: testsSearch,
  loaderDeps: ({ search }) => ({ status: search.status }),
  head: () => listHead('/user/tests', 'Tests', testsDescription, 1),
  loader: ({ context, deps }) => loadTests(context.queryClient, 1, deps.status),
  component: testsPage,
  notFoundComponent: NotFoundPage,
});

export const testsPagedRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/page/$currentPage',
  params: currentPageParams,
  validateSearch: testsSearch,
  loaderDeps: ({ search }) => ({ status: search.status }),
  head: ({ params }) => listHead('/user/tests', 'Tests', testsDescription, params.currentPage),
  loader: ({ context, params, deps }) => loadTests(context.queryClient, params.currentPage, deps.status),
  component: testsPagedPage,
  notFoundComponent: NotFoundPage,
});

/** /user/websites, /user/pages and /user/tests with their paginated forms (/page/{currentPage}). */
export const workspaceRoutes = [
  websitesRoute,
  websitesPagedRoute,
  websiteGoalsRoute,
  pagesRoute,
  pagesPagedRoute,
  testsRoute,
  testsPagedRoute,
] as const;
