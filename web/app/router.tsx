import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { endSessionOnUnauthenticated } from './account/end-session-on-unauthenticated';
import { reportPageView } from './analytics/report-page-view';
import { FullPageLoading } from './components/feedback/loading-indicator';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';
import { accountRoutes } from './routes/account-routes';
import { affiliatePublicRoutes } from './routes/affiliate-public-routes';
import { blogRoutes } from './routes/blog-routes';
import { legalRoutes } from './routes/legal-routes';
import { marketingRoutes } from './routes/marketing-routes';
import { newsletterRoutes } from './routes/newsletter-routes';
import { publicRoutes } from './routes/public-routes';
import { rootRoute } from './routes/root-route';
import { signedInRoutes } from './routes/signed-in-routes';
import { supportRoutes } from './routes/support-routes';

const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  ...affiliatePublicRoutes,
  ...blogRoutes,
  ...supportRoutes,
  ...legalRoutes,
  ...marketingRoutes,
  ...newsletterRoutes,
  ...accountRoutes,
  signedInRoutes,
]);

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPendingComponent: FullPageLoading,
    defaultPendingMs: 100,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });

  // Each new page counts as a page view; a change of search params alone does not. (The router itself scrolls
  // every navigation to the top: `resetScroll` defaults to true.)
  router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) reportPageView(toLocation.pathname, document.title);
  });
  endSessionOnUnauthenticated(queryClient, router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
