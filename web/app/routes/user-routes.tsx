import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireSignedIn } from '../account/require-signed-in';
import { runningTestsQueryOptions } from '../features/tests-list/tests-list-queries';
import { meQueryOptions } from '../features/accounts/account-queries';
import { apiKeysQueryOptions } from '../features/api-keys/api-key-queries';
import { webhooksQueryOptions } from '../features/webhooks/webhook-api';
import { secondFactorsQueryOptions } from '../features/second-factors/second-factor-api';
import { NotFoundPage } from '../screens/not-found-page';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';

/**
 * The signed-in area: every path under /user passes this guard first. Its own not-found component matters: it
 * makes this route the boundary of an unknown /user/... path, so the guard runs there too (with the root as the
 * boundary, the router would skip it and show the not-found page to anyone). Its pages stay out of search results.
 */
export const userRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/user',
  beforeLoad: ({ location }) => ({ account: requireSignedIn(location) }),
  // Its pages render inside, with the feedback modal beside them (SPEC §2); its code comes with the area's first
  // page, so public pages do not carry the modal's form.
  component: lazyRouteComponent(() => import('../screens/user/signed-in-layout'), 'SignedInLayout'),
  notFoundComponent: NotFoundPage,
});

export const myAccountRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/',
  head: () =>
    pageHead({
      path: '/user',
      title: 'My Account',
      description: 'Your Splitpenny account: test sessions, tests, websites and settings.',
      noindex: true,
    }),
  loader: ({ context }) => {
    // Not waited for: the page shows its account at once, and the running tests as they arrive.
    void context.queryClient.prefetchQuery(runningTestsQueryOptions());
    return context.queryClient.ensureQueryData(meQueryOptions());
  },
  component: lazyRouteComponent(() => import('../screens/user/my-account-page'), 'MyAccountPage'),
});

export const newAccountSuccessRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/new-account-success',
  head: () =>
    pageHead({
      path: '/user/new-account-success',
      title: 'Your account is ready',
      description: 'Your Splitpenny account is ready, with free test sessions to start with.',
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: lazyRouteComponent(() => import('../screens/user/new-account-success-page'), 'NewAccountSuccessPage'),
});

export const editAccountRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/edit-account',
  head: () =>
    pageHead({
      path: '/user/edit-account',
      title: 'Edit account',
      description: 'Change your email address, manage second factors and API keys, or delete your Splitpenny account.',
      noindex: true,
    }),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(meQueryOptions()),
      context.queryClient.ensureQueryData(apiKeysQueryOptions()),
      context.queryClient.ensureQueryData(secondFactorsQueryOptions()),
    ]),
  component: lazyRouteComponent(() => import('../screens/user/edit-account-page'), 'EditAccountPage'),
});

export const webhooksRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/webhooks',
  head: () =>
    pageHead({
      path: '/user/webhooks',
      title: 'Webhooks',
      description: 'Tell your own systems or a Slack channel when one of your tests is decided, and see what was sent.',
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(webhooksQueryOptions()),
  component: lazyRouteComponent(() => import('../screens/user/webhooks-page'), 'WebhooksPage'),
});

/** Account pages here; the workspace lists and the test screens live in their own route files. */
export const accountPageRoutes = [myAccountRoute, newAccountSuccessRoute, editAccountRoute, webhooksRoute] as const;
