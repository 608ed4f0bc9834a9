import { describe, expect, it } from 'vitest';
import { blogArticleAttributes } from '../../../web/app/content/front-matter-schemas';
import { blogArticles, findBlogArticle } from '../../../web/app/features/blog/blog-articles';
import { blogSlugs } from '../../../web/app/features/blog/blog-slugs';
import { formatCalendarDate } from '../../../web/app/format/format-calendar-date';
import { blogPaths } from '../../../web/app/routes/blog-paths';

/** SPEC §2: the blog's six articles, by address. */
const specSlugs = [
  'ab-testing-headlines',
  'ab-testing-multiple-variants',
  'free-ab-testing-tool',
  'improve-form-conversions-with-ab-testing',
  'improve-product-page-conversions-with-ab-testing',
  'wordpress-and-woocommerce-pluginless-ab-testing',
];

describe('the blog content', () => {
  it('has exactly the six articles SPEC names, and the sitemap paths to match', () => {
    expect([...blogSlugs].sort()).toEqual([...specSlugs].sort());
    expect(blogArticles.map((article) => article.slug).sort()).toEqual([...specSlugs].sort());
    expect(blogPaths).toEqual(['/blog', ...blogSlugs.map((slug) => `/blog/${slug}`)]);
  });

  describe.each(blogArticles.map((article) => [article.slug, article] as const))('%s', (slug, article) => {
    it('has front matter that parses, with a description of 50 to 170 characters', () => {
      expect(() => blogArticleAttributes.parse(article.attributes)).not.toThrow();
      expect(article.attributes.description.length).toBeGreaterThanOrEqual(50);
      expect(article.attributes.description.length).toBeLessThanOrEqual(170);
    });

    it('is dated between 01/2025 and 11/2026, and updated only after it was published', () => {
      expect(article.attributes.date >= '2025-01-01' && article.attributes.date <= '2026-11-30').toBe(true);
      if (article.attributes.updated !== undefined) {
        expect(article.attributes.updated > article.attributes.date).toBe(true);
        expect(article.attributes.updated <= '2026-11-30').toBe(true);
      }
    });

    it('runs to 800 words or more', () => {
      expect(article.words).toBeGreaterThanOrEqual(800);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(4);
    });

    it('names two or three other articles that exist as related', () => {
      const related = article.attributes.related;
      expect(related.length).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(slug);
      expect(new Set(related).size).toBe(related.length);
      for (const other of related) expect(findBlogArticle(other)).toBeDefined();
    });

    it('starts below the page’s own h1 and ends by pointing to sign-up and pricing', () => {
      expect(article.html).not.toMatch(/<h1[\s>]/);
      expect(article.html).toMatch(/<h2[\s>]/);
      expect(article.html).toContain('href="/create-account"');
      expect(article.html).toContain('href="/pricing"');
    });
  });

  it('lists the articles newest first', () => {
    const dates = blogArticles.map((article) => article.attributes.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds no article for an unknown slug', () => {
    expect(findBlogArticle('xyz')).toBeUndefined();
    expect(findBlogArticle('constructor')).toBeUndefined();
  });
});

describe('front matter dates', () => {
  const base = { title: 'T', description: 'd'.repeat(60), related: ['free-ab-testing-tool', 'ab-testing-headlines'] };

  it('accept YAML dates, serialised or quoted, as plain yyyy-mm-dd', () => {
    expect(blogArticleAttributes.parse({ ...base, date: '2026-03-14T00:00:00.000Z' }).date).toBe('2026-03-14');
    expect(blogArticleAttributes.parse({ ...base, date: '2026-03-14' }).date).toBe('2026-03-14');
  });

  it('refuse dates that are not real calendar dates, and unknown related slugs', () => {
    expect(() => blogArticleAttributes.parse({ ...base, date: '2026-02-30' })).toThrow();
    expect(() => blogArticleAttributes.parse({ ...base, date: '14/03/2026' })).toThrow();
    expect(() =>
      blogArticleAttributes.parse({ ...base, date: '2026-03-14', related: ['nope', 'free-ab-testing-tool'] }),
    ).toThrow();
  });

  it('are shown as dd/mm/yyyy', () => {
    expect(formatCalendarDate('2026-03-14')).toBe('14/03/2026');
  });
});
