import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { captureReferral } from './features/affiliates/capture-referral';
import { rememberFirstVisitWithConsent } from './first-visit/remember-first-visit-with-consent';
import { createAppRouter } from './router';
import './styles/app.css';

// Once per page load, not per in-app navigation: a referral link is a page opened from outside the app.
void captureReferral(window.location.search);
rememberFirstVisitWithConsent(window.localStorage, new URL(window.location.href), window.innerWidth);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
