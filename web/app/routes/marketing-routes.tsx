import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { paygPath } from './marketing-paths';
import { rootRoute } from './root-route';

/** SPEC §2: /about, /services and /contact, the pay-as-you-go landing page and its variants, and the headline pages. */
export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  head: () =>
    pageHead({
      path: '/about',
      title: 'About Splitpenny',
      description:
        'Who Splitpenny is for, why we charge by the visitor session rather than by subscription, how it works in three steps, and what we hold ourselves to.',
    }),
  component: lazyRouteComponent(() => import('../screens/marketing/about-page'), 'AboutPage'),
});

export const servicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  head: () =>
    pageHead({
      path: '/services',
      title: 'Professional services',
      description:
        'Test planning workshops, script installation and QA, variant builds and results reviews from the Splitpenny team, at fixed prices quoted up front.',
    }),
  component: lazyRouteComponent(() => import('../screens/marketing/services-page'), 'ServicesPage'),
});

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  head: () =>
    pageHead({
      path: '/contact',
      title: 'Contact us',
      description: 'Get in touch with the Splitpenny team about tests, sessions, billing or the tracking script.',
    }),
  component: lazyRouteComponent(() => import('../screens/contact-page'), 'ContactPage'),
});

export const paygRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paygPath,
  head: () =>
    pageHead({
      path: paygPath,
      title: 'Pay-as-you-go A/B testing',
      description:
        'A/B testing without a subscription: pay only for the visitor sessions your tests use, from £5.00 per 1,000, with 1,000 free sessions every month.',
    }),
  component: lazyRouteComponent(() => import('../screens/marketing/payg-page'), 'PaygPage'),
});

/**
 * The variants test other headlines and layouts of the same offer, for adverts and tests. They name the main
 * page as canonical and are noindex: to a search engine they are near-duplicates, and a visitor from a search should
 * land on the one page we maintain as the offer's home, not on whichever variant happened to be crawled.
 */
function paygVariantHead(title: string, description: string) {
  return pageHead({ path: paygPath, title, description, noindex: true });
}

export const paygV2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: `${paygPath}-v2`,
  head: () =>
    paygVariantHead(
      'A/B testing from £5.00 per 1,000 visitors',
      'Pay-as-you-go A/B testing with no monthly fee: £5.00 per 1,000 sessions, cheaper in volume, and 1,000 free sessions every month.',
    ),
  component: lazyRouteComponent(() => import('../screens/marketing/payg-v2-page'), 'PaygV2Page'),
});

export const paygV3Route = createRoute({
  getParentRoute: () => rootRoute,
  path: `${paygPath}-v3`,
  head: () =>
    paygVariantHead(
      '1,000 free A/B testing sessions every month',
      'Every Splitpenny account is topped up to 1,000 free A/B testing sessions each month. Pay as you go only when you want more.',
    ),
  component: lazyRouteComponent(() => import('../screens/marketing/payg-v3-page'), 'PaygV3Page'),
});

export const paygV4Route = createRoute({
  getParentRoute: () => rootRoute,
  path: `${paygPath}-v4`,
  head: () =>
    paygVariantHead(
      'Fast A/B testing without flicker',
      'A 3 KB script, no flicker and a 1.5 s fail-open: A/B testing that does not slow your pages down, paid for by the session.',
    ),
  component: lazyRouteComponent(() => import('../screens/marketing/payg-v4-page'), 'PaygV4Page'),
});

export const paygV6Route = createRoute({
  getParentRoute: () => rootRoute,
  path: `${paygPath}-v6`,
  head: () =>
    paygVariantHead(
      'Pay-as-you-go A/B testing or a subscription?',
      'How paying by the visitor session compares with a monthly A/B testing subscription, and when each one is the better choice.',
    ),
  component: lazyRouteComponent(() => import('../screens/marketing/payg-v6-page'), 'PaygV6Page'),
});

export const headlineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/headline',
  head: () =>
    pageHead({
      path: '/headline',
      title: 'Headline testing',
      description:
        'A/B test your headlines with one line of JavaScript and keep the one your visitors prefer. Pay only for the sessions your test uses.',
    }),
  component: lazyRouteComponent(() => import('../screens/marketing/headline-page'), 'HeadlinePage'),
});

export const createHeadlineTestsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/create-headline-tests',
  head: () =>
    pageHead({
      path: '/create-headline-tests',
      title: 'How to create a headline test',
      description:
        'Step by step: create a headline A/B test in Splitpenny, with the JavaScript for the variant, the goal to choose and how long to run it.',
    }),
  component: lazyRouteComponent(
    () => import('../screens/marketing/create-headline-tests-page'),
    'CreateHeadlineTestsPage',
  ),
});

export const marketingRoutes = [
  aboutRoute,
  servicesRoute,
  contactRoute,
  paygRoute,
  paygV2Route,
  paygV3Route,
  paygV4Route,
  paygV6Route,
  headlineRoute,
  createHeadlineTestsRoute,
] as const;
