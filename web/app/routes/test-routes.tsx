import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { websiteGoalsQueryOptions } from '../features/goals/website-goals-queries';
import { testResultsQueryOptions } from '../features/results/results-queries';
import { testQueryOptions } from '../features/tests/test-queries';
import { variantQueryOptions } from '../features/variants/variant-queries';
import { allWebsitesQueryOptions } from '../features/websites/website-queries';
import { pageHead } from '../seo/page-head';
import { idParams, orNotFound } from './route-inputs';
import { userRoute } from './user-routes';

/**
 * The new-test flow. The router ranks a static segment above a parameter, so /user/tests/new matches this route
 * and never `tests/$testId` with testId "new" (tests/unit/web/test-routes.test.ts checks it).
 */
export const newTestRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/new',
  head: () =>
    pageHead({
      path: '/user/tests/new',
      title: 'Create a test',
      description: 'Create an A/B test: choose a page, describe the test, add variants and split the traffic.',
      noindex: true,
    }),
  // The goals come with the website chosen in the first step (its conversion goals besides the engagement ones).
  loader: ({ context }) => context.queryClient.ensureQueryData(allWebsitesQueryOptions()),
  component: lazyRouteComponent(() => import('../screens/user/tests/new-test-page'), 'NewTestPage'),
});

export const newTestSuccessRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/new/success/$testId',
  params: idParams('testId'),
  head: ({ params }) =>
    pageHead({
      path: `/user/tests/new/success/${params.testId}`,
      title: 'Your test is ready',
      description: 'Your new test is ready: install the tracking script and activate it.',
      noindex: true,
    }),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(testQueryOptions(params.testId))),
  component: lazyRouteComponent(() => import('../screens/user/tests/new-test-success-page'), 'NewTestSuccessPage'),
});

export const testRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/$testId',
  params: idParams('testId'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(testQueryOptions(params.testId))),
  head: ({ params, loaderData }) =>
    pageHead({
      path: `/user/tests/${params.testId}`,
      title: loaderData?.test.name ?? 'Test',
      description: 'A test: its settings, status and variants.',
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/user/tests/test-page'), 'TestPage'),
});

export const editTestRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/$testId/edit',
  params: idParams('testId'),
  // The goals offered are the website's: the engagement goals and the conversion goals defined on it.
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(testQueryOptions(params.testId)).then(async (data) => {
        await context.queryClient.ensureQueryData(websiteGoalsQueryOptions(data.test.websiteId));
        return data;
      }),
    ),
  head: ({ params, loaderData }) =>
    pageHead({
      path: `/user/tests/${params.testId}/edit`,
      title: loaderData === undefined ? 'Edit test' : `Edit: ${loaderData.test.name}`,
      description: "Change a test's name, goal, devices, dates or maximum sessions, even while it runs.",
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/user/tests/edit-test-page'), 'EditTestPage'),
});

export const testResultsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/$testId/results',
  params: idParams('testId'),
  loader: ({ context, params }) =>
    orNotFound(context.queryClient.ensureQueryData(testResultsQueryOptions(params.testId))),
  head: ({ params, loaderData }) =>
    pageHead({
      path: `/user/tests/${params.testId}/results`,
      title: loaderData === undefined ? 'Results' : `Results: ${loaderData.test.name}`,
      description: "A test's results: the verdict, each variant against the control, and every figure per variant.",
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/user/tests/test-results-page'), 'TestResultsPage'),
});

export const variantRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/tests/$testId/variant/$variantId',
  params: idParams('testId', 'variantId'),
  loader: async ({ context, params }) => {
    const loaded = await orNotFound(
      Promise.all([
        context.queryClient.ensureQueryData(testQueryOptions(params.testId)),
        context.queryClient.ensureQueryData(variantQueryOptions(params.testId, params.variantId)),
      ]),
    );
    // A variant of another test under this test's path is not a page either.
    if (loaded[1].testVariant.testId !== params.testId) throw notFound();
    return loaded;
  },
  head: ({ params, loaderData }) =>
    pageHead({
      path: `/user/tests/${params.testId}/variant/${params.variantId}`,
      title: loaderData?.[1].testVariant.name ?? 'Variant',
      description: "A test's variant: its CSS, JS or redirect, and its share of the traffic.",
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/user/tests/variant-page'), 'VariantPage'),
});

/**
 * /user/tests/new (and its success page), /user/tests/{testId}, its edit screen, its results and
 * /user/tests/{testId}/variant/{variantId}.
 */
export const testRoutes = [
  newTestRoute,
  newTestSuccessRoute,
  testRoute,
  editTestRoute,
  testResultsRoute,
  variantRoute,
] as const;
