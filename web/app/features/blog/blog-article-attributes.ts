import * as z from 'zod/mini';
import { contentPageAttributes } from '../../content/content-page';
import { blogSlugs } from './blog-slugs';

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
