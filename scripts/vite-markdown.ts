import path from 'node:path';
import frontMatter from 'front-matter';
import { Marked, type RendererObject, type Tokens } from 'marked';
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

const tagsOf = /<[^>]*>/g;

/**
 * Tables as the app's own are written (web/app/styles/app.css, "Tables"): column headings scoped, and each body
 * cell named after its column (data-label), which a phone shows beside the value once the rows stack into cards.
 */
const tableRenderer: RendererObject = {
  table(token: Tokens.Table): string {
    const inline = (cell: Tokens.TableCell): string => this.parser.parseInline(cell.tokens);
    const align = (cell: Tokens.TableCell): string => (cell.align === null ? '' : ` align="${cell.align}"`);
    const labels = token.header.map((cell) => inline(cell).replace(tagsOf, '').trim());
    const head = token.header.map((cell) => `<th scope="col"${align(cell)}>${inline(cell)}</th>`).join('');
    const rows = token.rows.map((row) => {
      const cells = row.map((cell, index) => {
        const label = labels[index] ?? '';
        return `<td${label === '' ? '' : ` data-label="${label}"`}${align(cell)}>${inline(cell)}</td>`;
      });
      return `<tr>${cells.join('')}</tr>\n`;
    });
    return `<table>\n<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${rows.join('')}</tbody>\n</table>\n`;
  },
};

const markdown = new Marked({ gfm: true, renderer: tableRenderer });

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
      const html = markdown.parse(body, { async: false });
      const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
      return {
        code: `export default ${JSON.stringify({ attributes: checkedAttributes(id, attributes), html, words })};`,
        map: null,
      };
    },
  };
}
