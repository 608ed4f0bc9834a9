import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { profileAnswersQueryOptions, profileOptionsQueryOptions } from '../features/profile/profile-queries';
import { pageHead } from '../seo/page-head';
import { userRoute } from './user-routes';

/** The answers and the lookup lists: every profile page reads both (names, not ids, in the summary). */
function loadProfile(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(profileAnswersQueryOptions()),
    queryClient.ensureQueryData(profileOptionsQueryOptions()),
  ]);
}

const stepPage = (name: 'GoalsStepPage' | 'BusinessStepPage' | 'DemographicsStepPage' | 'ExperienceStepPage') =>
  lazyRouteComponent(() => import('../screens/user/profile/profile-step-pages'), name);

const stepHead = (path: string, number: number, title: string) =>
  pageHead({
    path,
    title: `Profile step ${number} of 4: ${title}`,
    description: 'Tell us about your goals, your business and yourself, so we can suggest tests that suit your site.',
    noindex: true,
  });

/**
 * /user/profile beside /user/profile/affiliate (affiliate-routes.tsx): siblings under /user with full paths, so
 * the router ranks each by its own segments and neither shadows the other.
 */
export const profileRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile',
  head: () =>
    pageHead({
      path: '/user/profile',
      title: 'Your profile',
      description: 'Your goals, business, details and experience of A/B testing, as you told us.',
      noindex: true,
    }),
  loader: ({ context }) => loadProfile(context.queryClient),
  component: lazyRouteComponent(() => import('../screens/user/profile/profile-page'), 'ProfilePage'),
});

export const profileGoalsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/edit',
  head: () => stepHead('/user/profile/edit', 1, 'your goals'),
  loader: ({ context }) => loadProfile(context.queryClient),
  component: stepPage('GoalsStepPage'),
});

export const profileBusinessRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/edit/2',
  head: () => stepHead('/user/profile/edit/2', 2, 'your business'),
  loader: ({ context }) => loadProfile(context.queryClient),
  component: stepPage('BusinessStepPage'),
});

export const profileDemographicsRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/edit/3',
  head: () => stepHead('/user/profile/edit/3', 3, 'about you'),
  loader: ({ context }) => loadProfile(context.queryClient),
  component: stepPage('DemographicsStepPage'),
});

export const profileExperienceRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/edit/4',
  head: () => stepHead('/user/profile/edit/4', 4, 'your experience'),
  loader: ({ context }) => loadProfile(context.queryClient),
  component: stepPage('ExperienceStepPage'),
});

export const profileSuccessRoute = createRoute({
  getParentRoute: () => userRoute,
  path: '/profile/edit/success',
  head: () =>
    pageHead({
      path: '/user/profile/edit/success',
      title: 'Your profile is saved',
      description: 'Thank you for telling us about your goals and your business.',
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../screens/user/profile/profile-success-page'), 'ProfileSuccessPage'),
});

/** The profile and its wizard: /user/profile, /user/profile/edit, /edit/2, /edit/3, /edit/4 and /edit/success. */
export const profileRoutes = [
  profileRoute,
  profileGoalsRoute,
  profileBusinessRoute,
  profileDemographicsRoute,
  profileExperienceRoute,
  profileSuccessRoute,
] as const;
