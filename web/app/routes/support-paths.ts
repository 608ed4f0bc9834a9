/** The support pages search engines may index (SPEC §2), for the sitemap. */
export const supportPaths = [
  '/support',
  '/support/script-setup',
  '/support/script-verification',
  '/support/test-creation/guide',
  '/support/test-examples/images',
  '/support/test-examples/forms',
] as const;
