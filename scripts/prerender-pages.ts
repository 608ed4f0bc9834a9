import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { notFoundPage, prerenderedDir, prerenderedFile } from '../adapters/http/prerendered-pages';
import { prerenderedQueriesId } from '../web/app/prerender/prerendered-page';
import type { PrerenderData, RenderedPage } from '../web/app/prerender/render-page';
import { indexablePaths, unlistedPaths } from '../web/app/routes/site-paths';
import { readPrerenderData } from './prerender-data';

/**
 * Prerenders every public page to static HTML (dist/pages), after `vite build` has built the app into dist/web:
 * the app's own components render each page in Node, into the built index.html, so the HTML holds the page's head
 * and content and the browser's first render matches it (web/app/main.tsx hydrates it). The server answers public
 * pages with these files (adapters/http/prerendered-pages.ts).
 */
const root = path.join(import.meta.dirname, '..');
const distDir = path.join(root, 'dist', 'web');
const rendererDir = path.join(root, 'dist', 'prerender');

/** The renderer as built from web/app/prerender/render-page.tsx. */
interface Renderer {
  readonly renderPage: (page: string, data: PrerenderData) => Promise<RenderedPage>;
  readonly initialSessionCount: number;
}

async function buildRenderer(): Promise<Renderer> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'prerender/render-page.tsx', outDir: rendererDir, emptyOutDir: true, sourcemap: false },
    // One bundle with React's own server renderer included, built for production like the browser's code.
    ssr: { noExternal: true },
  });
  return (await import(pathToFileURL(path.join(rendererDir, 'render-page.js')).href)) as Renderer;
}

/** JSON inside a script element: `<` escaped, so no text can close the element early. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function fillTemplate(template: string, page: RenderedPage): string {
  const title = '<title>Splitpenny</title>';
  const container = '<div id="root"></div>';
  if (!template.includes(title) || !template.includes(container)) {
    throw new Error(`dist/web/index.html lacks ${title} or ${container}: the prerender cannot fill it in`);
  }
  return template
    .replace(title, () => page.head)
    .replace(
      container,
      () =>
        `<div id="root">${page.body}</div>` +
        `<script type="application/json" id="${prerenderedQueriesId}">${scriptJson(page.queryState)}</script>`,
    );
}

/** A page that renders the not-found page, a loading state or no h1 would be prerendered wrong: stop the build. */
function checkRendered(page: string, rendered: RenderedPage): void {
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(rendered.body)?.[1];
  const notFound = h1 === 'Page not found';
  if (h1 === undefined) throw new Error(`${page}: prerendered without an h1`);
  if (notFound !== (page === notFoundPage)) throw new Error(`${page}: prerendered as "${h1}"`);
  if (rendered.body.includes('data-testid="full-page-loading"')) throw new Error(`${page}: prerendered loading`);
}

const { renderPage, initialSessionCount } = await buildRenderer();
const data = await readPrerenderData(initialSessionCount);
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
rmSync(prerenderedDir(distDir), { recursive: true, force: true });
const pages = [...indexablePaths, ...unlistedPaths, notFoundPage];
for (const page of pages) {
  const rendered = await renderPage(page, data);
  checkRendered(page, rendered);
  const file = prerenderedFile(distDir, page);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, fillTemplate(template, rendered));
}
rmSync(rendererDir, { recursive: true, force: true });
console.log(`${path.relative(process.cwd(), prerenderedDir(distDir))}: ${pages.length} pages prerendered`);
