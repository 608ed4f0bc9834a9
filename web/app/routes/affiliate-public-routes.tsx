import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';

/**
 * The public pages of the affiliate and partnership programme (SPEC §2: /affiliates, /affiliates/faq,
 * /partnerships). Registering and logging in as an affiliate live in account-routes; the programme's terms,
 * /affiliate-terms, are a legal document in legal-routes.
 */
export const affiliatesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/affiliates',
  head: () =>
    pageHead({
      path: '/affiliates',
      title: 'Affiliate programme',
      description:
        'Earn 30% recurring commission on every payment from the website owners you refer to Splitpenny, for a full year after they sign up.',
    }),
  component: lazyRouteComponent(() => import('../screens/affiliates/affiliates-page'), 'AffiliatesPage'),
});

export const affiliatesFaqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/affiliates/faq',
  head: () =>
    pageHead({
      path: '/affiliates/faq',
      title: 'Affiliate programme FAQ',
      description:
        'Answers about the Splitpenny affiliate programme: referral links, what counts as a referral, commission, refunds and payouts.',
    }),
  component: lazyRouteComponent(() => import('../screens/affiliates/affiliates-faq-page'), 'AffiliatesFaqPage'),
});

export const partnershipsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/partnerships',
  head: () =>
    pageHead({
      path: '/partnerships',
      title: 'Partnerships',
      description:
        'Partner with Splitpenny: referral partnerships for agencies and consultants, and agency and integration partnerships for platforms.',
    }),
  component: lazyRouteComponent(() => import('../screens/affiliates/partnerships-page'), 'PartnershipsPage'),
});

export const affiliatePublicRoutes = [affiliatesRoute, affiliatesFaqRoute, partnershipsRoute] as const;
