import type { MarkdownModule } from './content-page';

/** A compiled Markdown module as `import('….md')` gives it, so routes can load a page's text lazily. */
export type MarkdownLoader = () => Promise<{ readonly default: MarkdownModule }>;
