import frontMatter from 'front-matter';
import { marked } from 'marked';
import type { Plugin } from 'vite';

/**
 * Markdown content (web/app/content) compiled at build time: importing `page.md` gives its front matter and its
 * HTML, so pages ship no Markdown parser and the text is in the bundle ready to render (and to prerender).
 */
export function markdownContent(): Plugin {
  return {
    name: 'splitpenny-markdown-content',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      const { attributes, body } = frontMatter<Record<string, unknown>>(source);
      const html = marked.parse(body, { async: false, gfm: true });
      const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
      return {
        code: `export default ${JSON.stringify({ attributes, html, words })};`,
        map: null,
      };
    },
  };
}
