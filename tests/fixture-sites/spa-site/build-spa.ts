import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { installHead, type SiteOptions } from '../site-options';

/**
 * The single-page app, bundled once when the fixture server starts (React in its production build, as customers
 * ship it) and kept in memory: no build step to run before the tests, nothing written to the working tree.
 */
export async function buildSpa(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const [bundle] = result.outputFiles;
  if (bundle === undefined) throw new Error('esbuild produced no bundle for the fixture app');
  return bundle.text;
}

export const spaBundlePath = '/assets/app.js';

/** The app's one HTML document, for every route: the install first in `<head>`, the app's module script after. */
export function spaShellHtml(options: SiteOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
${installHead(options)}
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Acme app</title>
<link rel="stylesheet" href="/assets/site.css" />
<script type="module" src="${spaBundlePath}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;
}
