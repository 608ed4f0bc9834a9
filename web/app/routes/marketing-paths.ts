/**
 * The marketing pages search engines should list, for the sitemap. The pay-as-you-go variants (-v2, -v3, -v4, -v6)
 * are left out: they are noindex, with /payg-based-ab-testing as their canonical page.
 */
export const marketingPaths = [
  '/about',
  '/services',
  '/contact',
  '/payg-based-ab-testing',
  '/headline',
  '/create-headline-tests',
] as const;

/** The pay-as-you-go landing page that every variant names as canonical. */
export const paygPath = '/payg-based-ab-testing';

/** The variants of the pay-as-you-go landing page: public, but kept out of search results. */
export const paygVariantPaths = ['-v2', '-v3', '-v4', '-v6'].map((suffix) => `${paygPath}${suffix}`);
