import './zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { endSessionOnUnauthenticated } from './account/end-session-on-unauthenticated';
import { reportPageViews } from './analytics/report-page-view';
import { createQueryClient } from './api/query-client';
import { captureReferral } from './features/affiliates/capture-referral';
import { rememberFirstVisitWithConsent } from './first-visit/remember-first-visit-with-consent';
import { removeStaticHead, restorePrerenderedQueries } from './prerender/prerendered-page';
import { finishHydrating, startHydrating } from './prerender/use-hydrated';
import { createAppRouter } from './router';
import './styles/app.css';

// Once per page load, not per in-app navigation: a referral link is a page opened from outside the app.
void captureReferral(window.location.search);
rememberFirstVisitWithConsent(window.localStorage, new URL(window.location.href), window.innerWidth);

const queryClient = createQueryClient();
restorePrerenderedQueries(queryClient, document);
const router = createAppRouter(queryClient);
reportPageViews(router);
endSessionOnUnauthenticated(queryClient, router);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A public page arrives prerendered (scripts/prerender-pages.ts): once the router has loaded the same route and
// code, the app takes over that HTML instead of drawing the page again. The signed-in area starts empty.
if (container.hasChildNodes()) {
  void router.load().then(() => {
    // The router renders server-rendered pages without its client-only Suspense wrappers; this is how it is told
    // that the page came from a server (as TanStack's own hydration does), so both trees match.
    router.ssr = { manifest: undefined };
    removeStaticHead(document);
    startHydrating();
    hydrateRoot(container, app);
    setTimeout(finishHydrating, 0);
  });
} else {
  removeStaticHead(document);
  createRoot(container).render(app);
}
