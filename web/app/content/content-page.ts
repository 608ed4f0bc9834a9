export type { ContentPageAttributes } from './front-matter-schemas';

export interface ContentPage<Attributes> {
  readonly attributes: Attributes;
  readonly html: string;
  readonly words: number;
}

/** A compiled Markdown module, as `import … from '….md'` gives it. */
export interface MarkdownModule {
  readonly attributes: Record<string, unknown>;
  readonly html: string;
  readonly words: number;
}

/**
 * A compiled Markdown module as the page that shows it reads it. Its front matter was checked against its folder's
 * schema when the file was compiled (content/front-matter-schemas.ts), and holds that schema's output: `Attributes`
 * names the type, for the folder the module comes from.
 */
export function contentPage<Attributes>(module: MarkdownModule): ContentPage<Attributes> {
  return { attributes: module.attributes as Attributes, html: module.html, words: module.words };
}

/** Minutes to read at 220 words a minute, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}
