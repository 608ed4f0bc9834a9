import abTestingHeadlines from '../../content/blog/ab-testing-headlines.md';
import abTestingMultipleVariants from '../../content/blog/ab-testing-multiple-variants.md';
import freeAbTestingTool from '../../content/blog/free-ab-testing-tool.md';
import improveFormConversions from '../../content/blog/improve-form-conversions-with-ab-testing.md';
import improveProductPageConversions from '../../content/blog/improve-product-page-conversions-with-ab-testing.md';
import wordpressAndWoocommerce from '../../content/blog/wordpress-and-woocommerce-pluginless-ab-testing.md';
import { contentPage, readingMinutes, type ContentPage, type MarkdownModule } from '../../content/content-page';
import type { BlogArticleAttributes } from '../../content/front-matter-schemas';
import { blogSlugs, isBlogSlug, type BlogSlug } from './blog-slugs';

export interface BlogArticle extends ContentPage<BlogArticleAttributes> {
  readonly slug: BlogSlug;
  readonly readingMinutes: number;
}

/** Keyed by slug, so the compiler insists on one Markdown file for each of the six. */
const modules: Readonly<Record<BlogSlug, MarkdownModule>> = {
  'ab-testing-headlines': abTestingHeadlines,
  'ab-testing-multiple-variants': abTestingMultipleVariants,
  'free-ab-testing-tool': freeAbTestingTool,
  'improve-form-conversions-with-ab-testing': improveFormConversions,
  'improve-product-page-conversions-with-ab-testing': improveProductPageConversions,
  'wordpress-and-woocommerce-pluginless-ab-testing': wordpressAndWoocommerce,
};

/** Every article, newest first (ISO dates sort as text). */
export const blogArticles: readonly BlogArticle[] = blogSlugs
  .map((slug): BlogArticle => {
    const page = contentPage<BlogArticleAttributes>(modules[slug]);
    return { ...page, slug, readingMinutes: readingMinutes(page.words) };
  })
  .sort((a, b) => b.attributes.date.localeCompare(a.attributes.date));

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return isBlogSlug(slug) ? blogArticles.find((article) => article.slug === slug) : undefined;
}
