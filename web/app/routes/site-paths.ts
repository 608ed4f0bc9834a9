import { blogPaths } from './blog-paths';
import { legalPaths } from './legal-paths';
import { marketingPaths, paygVariantPaths } from './marketing-paths';
import { supportPaths } from './support-paths';

/**
 * Every public page, for the sitemap and for the server's 404s (scripts/build-site-paths.ts writes them beside the
 * built app). Kept free of components and content, so a build script can import it; a unit test checks it against
 * the router's own routes, so a page added to one and not the other fails the tests.
 */
export const indexablePaths: readonly string[] = [
  '/',
  '/pricing',
  '/free-topup',
  '/quickwins',
  '/affiliates',
  '/affiliates/faq',
  '/affiliates/register',
  '/affiliates/login',
  '/partnerships',
  '/login',
  '/create-account',
  '/reset-password',
  ...marketingPaths,
  ...blogPaths,
  ...supportPaths,
  ...legalPaths,
];

/** Public pages kept out of search results (noindex): reached from emails and payment providers. */
export const unlistedPaths: readonly string[] = [
  '/new-password',
  '/new-password-success',
  '/confirm-email',
  '/confirm-account',
  '/newsletter-signup/success',
  '/payment-success',
  '/payment-cancelled',
  '/payment-failed',
  '/payment-method-update-success',
  '/payment-method-update-cancelled',
  ...paygVariantPaths,
];

/**
 * Public pages whose address carries a secret (a share link's token), neither listed nor prerendered: the server
 * serves the app for any path under them (adapters/http/site-paths.ts, `secretPagePrefixes`).
 */
export const secretPagePrefixes: readonly string[] = ['/shared/results/'];
