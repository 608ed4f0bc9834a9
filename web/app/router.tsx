import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { FullPageLoading } from './components/feedback/loading-indicator';
import { NotFoundPage } from './screens/not-found-page';
import { RouteErrorPage } from './screens/route-error-page';
import { accountRoutes } from './routes/account-routes';
import { affiliatePublicRoutes } from './routes/affiliate-public-routes';
import { blogRoutes } from './routes/blog-routes';
import { legalRoutes } from './routes/legal-routes';
import { marketingRoutes } from './routes/marketing-routes';
import { newsletterRoutes } from './routes/newsletter-routes';
import { publicRoutes } from './routes/public-routes';
import { rootRoute } from './routes/root-route';
import { sharedResultsRoutes } from './routes/shared-results-routes';
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
  ...sharedResultsRoutes,
  signedInRoutes,
]);

/**
 * The web app's router. In the browser it follows the address bar; the build's prerender passes a memory history
 * for the page it renders. Browser-only wiring (analytics, ending a refused session) is added by main.tsx.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history === undefined ? {} : { history }),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPendingComponent: FullPageLoading,
    defaultPendingMs: 100,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
