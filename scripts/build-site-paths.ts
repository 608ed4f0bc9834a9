import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { indexablePaths, unlistedPaths } from '../web/app/routes/site-paths';

/**
 * Writes dist/web/site-paths.json, read by the server for /sitemap.xml and for answering 404 to paths the web app
 * has no page for (adapters/http/site-paths.ts).
 */
const outFile = path.join(import.meta.dirname, '..', 'dist', 'web', 'site-paths.json');
writeFileSync(outFile, `${JSON.stringify({ indexable: indexablePaths, known: unlistedPaths }, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), outFile)}: ${indexablePaths.length} indexable, ${unlistedPaths.length} unlisted pages`,
);
