import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The web app's public pages, as the build lists them (scripts/build-site-paths.ts writes site-paths.json next to
 * index.html): `indexable` go in the sitemap; `known` are every public page, so any other path outside the
 * signed-in area is a 404 for crawlers too.
 */
export interface SitePaths {
  readonly indexable: readonly string[];
  readonly known: ReadonlySet<string>;
}

export const sitePathsFile = 'site-paths.json';

const stored = z.object({ indexable: z.array(z.string()), known: z.array(z.string()) });

/** The built web app's list; null when the web app is not built (the API alone is served then). */
export function readSitePaths(distDir: string | null): SitePaths | null {
  if (distDir === null) return null;
  const file = path.join(distDir, sitePathsFile);
  if (!existsSync(file)) return null;
  const paths = stored.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { indexable: paths.indexable, known: new Set([...paths.known, ...paths.indexable]) };
}

/** The page a request URL asks for: its path without the query or a trailing slash (`/pricing/?a=1` → `/pricing`). */
export function publicPage(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Public pages whose address carries a secret (a share link's token): they cannot be listed one by one, so the whole
 * area is the app's, and the app itself says when a link does not work (web/app/routes/site-paths.ts names it too).
 */
export const secretPagePrefixes = ['/shared/results/'] as const;

/**
 * Whether the web app has a page at `page` (see publicPage): a listed public page, a page behind a secret link, or in
 * the signed-in area.
 */
export function isKnownPage(paths: SitePaths, page: string): boolean {
  return (
    page === '/user' ||
    page.startsWith('/user/') ||
    secretPagePrefixes.some((prefix) => page.startsWith(prefix)) ||
    paths.known.has(page)
  );
}
