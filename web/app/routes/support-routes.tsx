import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contentPageHead } from '../content/content-page-head';
import { supportGuideComponent } from '../screens/support/support-guide-component';
import { supportGuide } from '../screens/support/support-guide';
import { rootRoute } from './root-route';

/*
 * The support hub and its guides (SPEC §2, Support). Each page's text, title and description are in its Markdown file
 * under web/app/content/support: the loader reads the front matter for the head, and the page loads on first visit.
 */

const hub = () => import('../content/support/support.md');
const scriptSetup = () => import('../content/support/script-setup.md');
const scriptVerification = () => import('../content/support/script-verification.md');
const testCreationGuide = () => import('../content/support/test-creation-guide.md');
const imageExamples = () => import('../content/support/test-examples-images.md');
const formExamples = () => import('../content/support/test-examples-forms.md');

export const supportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support',
  loader: async () => supportGuide((await hub()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/support', loaderData),
  component: lazyRouteComponent(() => import('../screens/support/support-hub-page'), 'SupportHubPage'),
});

export const supportScriptSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support/script-setup',
  loader: async () => supportGuide((await scriptSetup()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/support/script-setup', loaderData),
  component: lazyRouteComponent(() => supportGuideComponent(scriptSetup)),
});

export const supportScriptVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support/script-verification',
  loader: async () => supportGuide((await scriptVerification()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/support/script-verification', loaderData),
  component: lazyRouteComponent(() => supportGuideComponent(scriptVerification)),
});

export const supportTestCreationGuideRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support/test-creation/guide',
  loader: async () => supportGuide((await testCreationGuide()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/support/test-creation/guide', loaderData),
  component: lazyRouteComponent(() => supportGuideComponent(testCreationGuide)),
});

export const supportImageExamplesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support/test-examples/images',
  loader: async () => supportGuide((await imageExamples()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/support/test-examples/images', loaderData),
  component: lazyRouteComponent(() => supportGuideComponent(imageExamples)),
});

export const supportFormExamplesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/support/test-examples/forms',
  loader: async () => supportGuide((await formExamples()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/support/test-examples/forms', loaderData),
  component: lazyRouteComponent(() => supportGuideComponent(formExamples)),
});

export const supportRoutes = [
  supportRoute,
  supportScriptSetupRoute,
  supportScriptVerificationRoute,
  supportTestCreationGuideRoute,
  supportImageExamplesRoute,
  supportFormExamplesRoute,
] as const;
