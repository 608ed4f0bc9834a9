import * as z from 'zod/mini';

/** What every Markdown page under web/app/content declares in its front matter. */
export const contentPageAttributes = z.object({
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(50), z.maxLength(170)),
});

export type ContentPageAttributes = z.infer<typeof contentPageAttributes>;

export interface ContentPage<Attributes> {
  readonly attributes: Attributes;
  readonly html: string;
  readonly words: number;
}

/**
 * A compiled Markdown module with its front matter checked against `schema`, so a page missing a title or a date
 * fails the content unit tests rather than showing a blank heading.
 */
export function contentPage<Schema extends z.ZodMiniType>(
  module: { readonly attributes: Record<string, unknown>; readonly html: string; readonly words: number },
  schema: Schema,
): ContentPage<z.infer<Schema>> {
  return { attributes: schema.parse(module.attributes), html: module.html, words: module.words };
}

/** Minutes to read at 220 words a minute, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}
