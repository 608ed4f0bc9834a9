import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: () =>
    pageHead({
      path: '/',
      title: 'Pay-as-you-go A/B testing for website owners',
      description:
        'Run A/B tests on any website with one script tag. Pay only for the visitor sessions you use, with 1,000 free sessions every month.',
    }),
  component: lazyRouteComponent(() => import('../pages/home-page'), 'HomePage'),
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
  component: lazyRouteComponent(() => import('../pages/contact-page'), 'ContactPage'),
});

export const freeTopUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/free-topup',
  head: () =>
    pageHead({
      path: '/free-topup',
      title: 'Free test sessions every month',
      description:
        'Every Splitpenny account is topped up to 1,000 free test sessions each month. How the top-up works and when tests pause.',
    }),
  component: lazyRouteComponent(() => import('../pages/free-topup-page'), 'FreeTopUpPage'),
});

export const publicRoutes = [homeRoute, contactRoute, freeTopUpRoute] as const;
