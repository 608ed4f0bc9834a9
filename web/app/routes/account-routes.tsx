import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { isSameSitePath } from '../account/redirect-path';
import { pageHead } from '../seo/page-head';
import { acceptedText, trimmedText } from './route-inputs';
import { rootRoute } from './root-route';

/** Where to go after logging in; anything that is not a path on this site is dropped rather than refused. */
const redirectSearchSchema = (search: Record<string, unknown>): { redirect?: string } => ({
  redirect: acceptedText(search['redirect'], isSameSitePath),
});

/** An email link's token; a missing or empty one is left out so the page can explain what to do. */
const newPasswordSearchSchema = (search: Record<string, unknown>): { token?: string } => ({
  token: trimmedText(search['token']),
});

/** The public account pages: logging in, signing up (also as an affiliate) and resetting a password. */
export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: redirectSearchSchema,
  head: () =>
    pageHead({
      path: '/login',
      title: 'Log in',
      description: 'Log in to Splitpenny to manage your websites, A/B tests and test sessions.',
    }),
  component: lazyRouteComponent(() => import('../screens/account/login-page'), 'LoginPage'),
});

export const createAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/create-account',
  head: () =>
    pageHead({
      path: '/create-account',
      title: 'Create an account',
      description: 'Create a free Splitpenny account and start A/B testing your website with 1,000 free sessions.',
    }),
  component: lazyRouteComponent(() => import('../screens/account/create-account-page'), 'CreateAccountPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  head: () =>
    pageHead({
      path: '/reset-password',
      title: 'Reset your password',
      description: 'Forgotten your Splitpenny password? Get a link by email to choose a new one.',
    }),
  component: lazyRouteComponent(() => import('../screens/account/reset-password-page'), 'ResetPasswordPage'),
});

export const newPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-password',
  validateSearch: newPasswordSearchSchema,
  head: () =>
    pageHead({
      path: '/new-password',
      title: 'Choose a new password',
      description: 'Choose a new password for your Splitpenny account.',
      // The page only works with a private link from an email.
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/account/new-password-page'), 'NewPasswordPage'),
});

export const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  validateSearch: newPasswordSearchSchema,
  head: () =>
    pageHead({
      path: '/confirm-email',
      title: 'Confirm your new email address',
      description: 'Confirm the new email address of your Splitpenny account.',
      // The page only works with a private link from an email.
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/account/confirm-email-page'), 'ConfirmEmailPage'),
});

export const confirmAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-account',
  validateSearch: newPasswordSearchSchema,
  head: () =>
    pageHead({
      path: '/confirm-account',
      title: 'Confirm your email address',
      description: 'Confirm the email address of your new Splitpenny account to start your tests.',
      // The page only works with a private link from an email.
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/account/confirm-account-page'), 'ConfirmAccountPage'),
});

export const newPasswordSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/new-password-success',
  head: () =>
    pageHead({
      path: '/new-password-success',
      title: 'Password changed',
      description: 'Your Splitpenny password has been changed. Log in with your new password.',
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/account/new-password-success-page'), 'NewPasswordSuccessPage'),
});

export const affiliateRegisterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/affiliates/register',
  head: () =>
    pageHead({
      path: '/affiliates/register',
      title: 'Join the affiliate programme',
      description: 'Become a Splitpenny affiliate and earn 30% commission on payments from the people you refer.',
    }),
  component: lazyRouteComponent(() => import('../screens/account/affiliate-register-page'), 'AffiliateRegisterPage'),
});

export const affiliateLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/affiliates/login',
  validateSearch: redirectSearchSchema,
  head: () =>
    pageHead({
      path: '/affiliates/login',
      title: 'Affiliate login',
      description: 'Log in to your Splitpenny affiliate account to see your referrals, commissions and payouts.',
    }),
  component: lazyRouteComponent(() => import('../screens/account/affiliate-login-page'), 'AffiliateLoginPage'),
});

export const accountRoutes = [
  loginRoute,
  createAccountRoute,
  resetPasswordRoute,
  newPasswordRoute,
  newPasswordSuccessRoute,
  confirmEmailRoute,
  confirmAccountRoute,
  affiliateRegisterRoute,
  affiliateLoginRoute,
] as const;
