// Compiles the server and the `splitpenny` command (bin/splitpenny.ts) into dist/server, so that production runs
// plain JavaScript with node. Packages stay outside the bundle, installed from `dependencies`: the build stops when
// the server imports a package that `npm ci --omit=dev` would leave out.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

/** `pg`, `@pothos/core` and `node:fs` from the specifiers the bundle imports. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

function importedPackages(metafile: Metafile): Set<string> {
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      const name = imported.external ? packageName(imported.path) : null;
      if (name !== null) names.add(name);
    }
  }
  return names;
}

async function missingFromDependencies(packages: Set<string>): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return [...packages].filter((name) => manifest.dependencies?.[name] === undefined).sort();
}

const result = await build({
  entryPoints: { splitpenny: path.join(root, 'bin', 'splitpenny.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  // Commands are imported when they run (adapters/cli/run-cli.ts): each becomes a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
const packages = importedPackages(result.metafile);
const missing = await missingFromDependencies(packages);
if (missing.length > 0) {
  throw new Error(`The server imports ${missing.join(', ')}, which package.json lists outside "dependencies"`);
}
// The demo shop's pages go with the build, so that dist/ and the production dependencies are all a server needs.
await cp(path.join(root, 'web', 'demo'), path.join(root, 'dist', 'demo'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`dist/server: ${Math.round(bytes / 1024)} KB with source maps, importing ${packages.size} packages`);
