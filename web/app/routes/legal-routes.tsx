import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { contentPageHead } from '../content/content-page-head';
import { legalDocument } from '../screens/legal/legal-document';
import { legalDocumentComponent } from '../screens/legal/legal-document-component';
import { rootRoute } from './root-route';

/*
 * The legal documents (SPEC §2, Legal), /affiliate-terms among them. Each document's text, title, description and
 * date are in its Markdown file under web/app/content/legal: the loader reads the front matter for the head, and the
 * page loads on first visit.
 */

const terms = () => import('../content/legal/terms.md');
const affiliateTerms = () => import('../content/legal/affiliate-terms.md');
const privacy = () => import('../content/legal/privacy.md');
const dataProcessingAgreement = () => import('../content/legal/data-processing-agreement.md');
const legitimateInterestsAssessment = () => import('../content/legal/legitimate-interests-assessment.md');
const legalGuidance = () => import('../content/legal/legal-guidance.md');
const cookiePolicy = () => import('../content/legal/cookie-policy.md');

export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/terms',
  loader: async () => legalDocument((await terms()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/terms', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(terms)),
});

export const affiliateTermsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/affiliate-terms',
  loader: async () => legalDocument((await affiliateTerms()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/affiliate-terms', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(affiliateTerms)),
});

export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy',
  loader: async () => legalDocument((await privacy()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/privacy', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(privacy)),
});

export const dataProcessingAgreementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/data-processing-agreement',
  loader: async () => legalDocument((await dataProcessingAgreement()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/data-processing-agreement', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(dataProcessingAgreement)),
});

export const legitimateInterestsAssessmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/legitimate-interests-assessment',
  loader: async () => legalDocument((await legitimateInterestsAssessment()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/legitimate-interests-assessment', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(legitimateInterestsAssessment)),
});

export const legalGuidanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/legal-guidance',
  loader: async () => legalDocument((await legalGuidance()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/legal-guidance', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(legalGuidance)),
});

export const cookiePolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cookie-policy',
  loader: async () => legalDocument((await cookiePolicy()).default).attributes,
  head: ({ loaderData }) => contentPageHead('/cookie-policy', loaderData),
  component: lazyRouteComponent(() => legalDocumentComponent(cookiePolicy)),
});

export const legalRoutes = [
  termsRoute,
  affiliateTermsRoute,
  privacyRoute,
  dataProcessingAgreementRoute,
  legitimateInterestsAssessmentRoute,
  legalGuidanceRoute,
  cookiePolicyRoute,
] as const;
