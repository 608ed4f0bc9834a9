import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { sessionPricesQueryOptions } from '../features/pricing/pricing-queries';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';
import { trimmedText } from './route-inputs';

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
  // The price it quotes is /pricing's own, from the same query.
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionPricesQueryOptions()),
  component: lazyRouteComponent(() => import('../screens/home-page'), 'HomePage'),
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
  component: lazyRouteComponent(() => import('../screens/free-topup-page'), 'FreeTopUpPage'),
});

export const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pricing',
  head: () =>
    pageHead({
      path: '/pricing',
      title: 'Pricing',
      description:
        'Pay-as-you-go A/B testing: buy test sessions as you need them, cheaper in volume, with 1,000 free sessions every month.',
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionPricesQueryOptions()),
  component: lazyRouteComponent(() => import('../screens/pricing-page'), 'PricingPage'),
});

/** Where a payment page sends the owner back, naming the checkout (`?checkout=<id>`). */
const paymentReturnSearch = (search: Record<string, unknown>): { checkout?: string } => ({
  checkout: trimmedText(search['checkout'], 255),
});

export const paymentSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-success',
  validateSearch: paymentReturnSearch,
  head: () =>
    pageHead({
      path: '/payment-success',
      title: 'Thank you for your purchase',
      description: 'Your payment and the sessions it adds to your account.',
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/payment-success-page'), 'PaymentSuccessPage'),
});

export const paymentCancelledRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-cancelled',
  validateSearch: paymentReturnSearch,
  head: () =>
    pageHead({
      path: '/payment-cancelled',
      title: 'Payment cancelled',
      description: 'The payment was cancelled: nothing was charged.',
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/payment-cancelled-page'), 'PaymentCancelledPage'),
});

export const paymentFailedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-failed',
  validateSearch: paymentReturnSearch,
  head: () =>
    pageHead({
      path: '/payment-failed',
      title: 'Your payment did not go through',
      description: 'The payment was declined: nothing was charged and no sessions were added.',
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/payment-failed-page'), 'PaymentFailedPage'),
});

export const paymentMethodUpdateSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-method-update-success',
  head: () =>
    pageHead({
      path: '/payment-method-update-success',
      title: 'Your card has been updated',
      description: 'Your new card is kept for your future purchases of test sessions.',
      noindex: true,
    }),
  component: lazyRouteComponent(
    () => import('../screens/payment-method-update-success-page'),
    'PaymentMethodUpdateSuccessPage',
  ),
});

export const paymentMethodUpdateCancelledRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-method-update-cancelled',
  head: () =>
    pageHead({
      path: '/payment-method-update-cancelled',
      title: 'Card update cancelled',
      description: 'The card update was cancelled: the card on file is unchanged.',
      noindex: true,
    }),
  component: lazyRouteComponent(
    () => import('../screens/payment-method-update-cancelled-page'),
    'PaymentMethodUpdateCancelledPage',
  ),
});

export const publicRoutes = [
  homeRoute,
  freeTopUpRoute,
  pricingRoute,
  paymentSuccessRoute,
  paymentCancelledRoute,
  paymentFailedRoute,
  paymentMethodUpdateSuccessRoute,
  paymentMethodUpdateCancelledRoute,
] as const;
