import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownContent } from '../../../scripts/vite-markdown';

const contentDir = path.join(import.meta.dirname, '..', '..', '..', 'web', 'app', 'content');

/** Compiles one Markdown file as the build does, and gives back the module it would export. */
function compile(folder: string, source: string): { attributes: Record<string, unknown>; html: string } {
  const plugin = markdownContent();
  const transform = plugin.transform as (source: string, id: string) => { code: string };
  const { code } = transform.call({}, source, path.join(contentDir, folder, 'page.md'));
  return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as {
    attributes: Record<string, unknown>;
    html: string;
  };
}

const blogFrontMatter = [
  'title: A title',
  'description: A description long enough to be a real summary of what the article says.',
  'date: 2026-03-14',
  'related: [free-ab-testing-tool, ab-testing-headlines]',
];

describe('Markdown content compiled at build time', () => {
  it('ships the front matter as its folder’s schema reads it, with the HTML', () => {
    const page = compile('blog', ['---', ...blogFrontMatter, '---', '', '# Heading', '', 'Text.'].join('\n'));
    expect(page.attributes).toMatchObject({ title: 'A title', date: '2026-03-14' });
    expect(page.html).toContain('<h1>Heading</h1>');
  });

  it('stops the build on front matter its folder’s schema refuses, naming the file and the field', () => {
    const withoutDate = blogFrontMatter.filter((line) => !line.startsWith('date:'));
    expect(() => compile('blog', ['---', ...withoutDate, '---', '', 'Text.'].join('\n'))).toThrow(
      /blog[\\/]page\.md: its front matter is not right:[\s\S]*date/,
    );
  });

  it('writes tables as the app’s own: scoped column headings, and each cell named after its column', () => {
    const table = ['| cookie | lasts **how long** |', '| --- | ---: |', '| `referrer` | 1 year |'].join('\n');
    const page = compile('blog', ['---', ...blogFrontMatter, '---', '', table].join('\n'));
    expect(page.html).toContain(
      '<th scope="col">cookie</th><th scope="col" align="right">lasts <strong>how long</strong></th>',
    );
    expect(page.html).toContain(
      '<td data-label="cookie"><code>referrer</code></td><td data-label="lasts how long" align="right">1 year</td>',
    );
  });

  it('refuses a Markdown file in a folder without a schema', () => {
    expect(() => compile('drafts', '---\ntitle: T\n---\nText.')).toThrow(/no front matter schema/);
  });
});
