import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedCopies, type CompressedCopies } from './compressed-copies';
import { contentSecurityPolicy, inlineScriptHashesOf } from './security-headers';

/** The origin the build writes into prerendered pages (web/app/seo/site-origin.ts), swapped for PUBLIC_URL here. */
export const prerenderOrigin = 'https://prerendered.splitpenny.invalid';

/** The not-found page, as prerendered for any path the web app has no page for. */
export const notFoundPage = '/404';

/** Where the build puts the prerendered public pages: beside the built app, out of reach of its static files. */
export function prerenderedDir(distDir: string): string {
  return path.join(distDir, '..', 'pages');
}

/** The file a page's prerendered HTML is kept in: /blog/x → blog/x.html, / → index.html. */
export function prerenderedFile(distDir: string, page: string): string {
  return path.join(prerenderedDir(distDir), `${page === '/' ? '/index' : page}.html`);
}

/** A page's HTML, the same compressed once for every browser that accepts it, and its own CSP. */
export interface PrerenderedPage extends CompressedCopies {
  readonly html: string;
  /** Allows the page's inline scripts by their hashes, worked out from the HTML as served. */
  readonly contentSecurityPolicy: string;
}

/**
 * The prerendered HTML of each page that has it, read once at start-up with the public address filled in. A page
 * the build did not prerender (or a build from before prerendering) is missing here and gets the app's index.html.
 */
export function readPrerenderedPages(
  distDir: string,
  pages: Iterable<string>,
  publicUrl: string,
): ReadonlyMap<string, PrerenderedPage> {
  const origin = publicUrl.replace(/\/+$/, '');
  const read = new Map<string, PrerenderedPage>();
  for (const page of [...pages, notFoundPage]) {
    const file = prerenderedFile(distDir, page);
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8').replaceAll(prerenderOrigin, origin);
    const policy = contentSecurityPolicy(inlineScriptHashesOf(html));
    read.set(page, { html, ...compressedCopies(html, 9), contentSecurityPolicy: policy });
  }
  return read;
}
