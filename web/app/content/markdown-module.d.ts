/** A Markdown file under web/app/content, compiled at build time by scripts/vite-markdown.ts. */
declare module '*.md' {
  const content: {
    /** Its front matter, checked by the page that uses it. */
    readonly attributes: Record<string, unknown>;
    readonly html: string;
    /** Words in the body, for reading times. */
    readonly words: number;
  };
  export default content;
}
