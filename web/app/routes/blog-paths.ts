import { blogSlugs } from '../features/blog/blog-slugs';

/**
 * The blog's indexable paths (the index and its six articles), for the sitemap. Kept free of the articles'
 * Markdown so that a build script can import it without compiling any content.
 */
export const blogPaths: readonly string[] = ['/blog', ...blogSlugs.map((slug) => `/blog/${slug}`)];
