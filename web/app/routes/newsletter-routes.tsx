import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';
import { oneOf } from './route-inputs';

/** The free guide (SPEC §2 marketing: /quickwins) and the page its sign-up and confirmation link land on. */
export const quickwinsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quickwins',
  head: () =>
    pageHead({
      path: '/quickwins',
      title: 'Free guide: A/B testing quick wins',
      description:
        'A free guide for website owners: 12 A/B tests worth running on any website, how many sessions each needs, and how to read the results.',
    }),
  component: lazyRouteComponent(() => import('../screens/quickwins-page'), 'QuickwinsPage'),
});

/**
 * `confirmed` is set by the server's confirmation link: 1 confirmed, 0 not a valid link; absent right after signing
 * up. (The router reads `?confirmed=1` as the number 1.) Anything else is as if absent.
 */
const signupSuccessSearch = (search: Record<string, unknown>): { confirmed?: 0 | 1 } => ({
  confirmed: oneOf(search['confirmed'], [0, 1]),
});

export const newsletterSignupSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter-signup/success',
  validateSearch: signupSuccessSearch,
  head: () =>
    pageHead({
      path: '/newsletter-signup/success',
      title: 'Check your inbox',
      description: 'Confirm your email address to get the free guide A/B testing quick wins.',
      noindex: true,
    }),
  component: lazyRouteComponent(
    () => import('../screens/newsletter-signup-success-page'),
    'NewsletterSignupSuccessPage',
  ),
});

export const newsletterRoutes = [quickwinsRoute, newsletterSignupSuccessRoute] as const;
