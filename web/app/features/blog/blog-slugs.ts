/** The six articles of the blog (SPEC §2), by the last part of their address: /blog/<slug>. */
export const blogSlugs = [
  'ab-testing-headlines',
  'ab-testing-multiple-variants',
  'free-ab-testing-tool',
  'improve-form-conversions-with-ab-testing',
  'improve-product-page-conversions-with-ab-testing',
  'wordpress-and-woocommerce-pluginless-ab-testing',
] as const;

export type BlogSlug = (typeof blogSlugs)[number];

export function isBlogSlug(value: string): value is BlogSlug {
  return (blogSlugs as readonly string[]).includes(value);
}
