import * as z from 'zod/mini';
// With extensions: vite.config.ts loads this module (through scripts/vite-markdown.ts), and Vite's config loader
// asks for them.
import { blogSlugs } from '../features/blog/blog-slugs.ts';
import { isoDate } from '../format/uk-date.ts';

/*
 * The front matter of the Markdown under web/app/content, one schema per folder. The Markdown compiler
 * (scripts/vite-markdown.ts) checks every file against its folder's schema, in Node, so a page missing a title or a
 * date fails the build and the unit tests. The browser gets front matter already checked, and imports only these
 * types: zod stays out of the public pages' code.
 */

/** What every Markdown page declares: its title and its description for search results. */
export const contentPageAttributes = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(50), z.maxLength(170)),
});

export type ContentPageAttributes = z.infer<typeof contentPageAttributes>;

/** A marketing page's Markdown: the hero's heading and lead, then the prose. */
export const marketingContentAttributes = z.object({
  heading: z.string().check(z.minLength(1)),
  lead: z.string().check(z.minLength(50), z.maxLength(320)),
});

export type MarketingContentAttributes = z.infer<typeof marketingContentAttributes>;

/** A date as the site writes it (SPEC §9: dd/mm/yyyy), and a real one: 31/02/2026 is refused. */
const ukDate = z.string().check(
  z.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be dd/mm/yyyy'),
  z.refine((value) => isoDate(value) !== null, 'must be a real date'),
);

/** A legal document's front matter: every one says when it last changed, shown under its title. */
export const legalDocumentAttributes = z.extend(contentPageAttributes, { lastUpdated: ukDate });

export type LegalDocumentAttributes = z.infer<typeof legalDocumentAttributes>;

/**
 * A date in front matter. YAML reads an unquoted `2026-03-14` as a date, which the Markdown compiler serialises as
 * `2026-03-14T00:00:00.000Z`; a quoted one stays as written. Both become the plain `yyyy-mm-dd`.
 */
const calendarDate = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/, 'a date written yyyy-mm-dd')),
  z.string().check(
    z.overwrite((value) => value.slice(0, 10)),
    z.refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'a real calendar date'),
  ),
);

/** What a blog article's front matter holds besides its title and description. */
export const blogArticleAttributes = z.extend(contentPageAttributes, {
  date: calendarDate,
  /** When the article was last revised, if it has been since it was published. */
  updated: z.optional(calendarDate),
  /** Two or three other articles, shown as "Related articles" at its end. */
  related: z.array(z.enum(blogSlugs)).check(z.minLength(2), z.maxLength(3)),
});

export type BlogArticleAttributes = z.infer<typeof blogArticleAttributes>;

/** Each folder's schema; a Markdown file in a folder not listed here stops the build. */
export const frontMatterSchemas: Readonly<Record<string, z.ZodMiniType>> = {
  blog: blogArticleAttributes,
  legal: legalDocumentAttributes,
  marketing: marketingContentAttributes,
  support: contentPageAttributes,
};
