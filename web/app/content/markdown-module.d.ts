/** A Markdown file under web/app/content, compiled at build time by scripts/vite-markdown.ts. */
declare module '*.md' {
  const content: {
    /** Its front matter, checked against its folder's schema as it was compiled (content/front-matter-schemas.ts). */
    readonly attributes: Record<string, unknown>;
    readonly html: string;
    /** Words in the body, for reading times. */
    readonly words: number;
  };
  export default content;
}
