/** The legal pages search engines may index (SPEC §2), for the sitemap. */
export const legalPaths = [
  '/terms',
  '/affiliate-terms',
  '/privacy',
  '/data-processing-agreement',
  '/legitimate-interests-assessment',
  '/legal-guidance',
  '/cookie-policy',
] as const;
