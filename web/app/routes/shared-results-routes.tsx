import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { sharedResultsQueryOptions } from '../features/results/share-link-api';
import { SharedResultsNotFoundPage } from '../screens/shared-results-not-found-page';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';
import { idParams, orNotFound } from './route-inputs';

/**
 * A test's results through a share link: public (no sign-in), never indexed, and an unknown or revoked link shows a
 * not-found page of its own.
 */
export const sharedResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shared/results/$token',
  params: idParams('token'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(sharedResultsQueryOptions(params.token))),
  head: ({ loaderData }) =>
    pageHead({
      // The token is a secret: the canonical address leaves it out.
      path: '/shared/results',
      title: loaderData === undefined ? 'Shared results' : `Shared results: ${loaderData.sharedTestResults.test.name}`,
      description: "A test's results, shared read-only by its owner.",
      noindex: true,
    }),
  notFoundComponent: SharedResultsNotFoundPage,
  component: lazyRouteComponent(() => import('../screens/shared-results-page'), 'SharedResultsPage'),
});

export const sharedResultsRoutes = [sharedResultsRoute] as const;
