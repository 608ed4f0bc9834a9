import path from 'node:path';
import frontMatter from 'front-matter';
import { marked } from 'marked';
import type { Plugin } from 'vite';
import * as z from 'zod/mini';
import { frontMatterSchemas } from '../web/app/content/front-matter-schemas.ts';

/**
 * Front matter checked against its folder's schema. YAML values are first made what the browser would get (JSON:
 * an unquoted date becomes its ISO text), then the schema's output (trimmed, normalised) is what the page ships.
 */
function checkedAttributes(file: string, attributes: Record<string, unknown>): unknown {
  const folder = path.basename(path.dirname(file));
  const schema = frontMatterSchemas[folder];
  if (schema === undefined) {
    throw new Error(`${file}: no front matter schema for web/app/content/${folder} (content/front-matter-schemas.ts)`);
  }
  const parsed = schema.safeParse(JSON.parse(JSON.stringify(attributes)));
  if (!parsed.success) throw new Error(`${file}: its front matter is not right:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Markdown content (web/app/content) compiled at build time: importing `page.md` gives its checked front matter and
 * its HTML, so pages ship no Markdown parser and the text is in the bundle ready to render (and to prerender).
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
        code: `export default ${JSON.stringify({ attributes: checkedAttributes(id, attributes), html, words })};`,
        map: null,
      };
    },
  };
}
