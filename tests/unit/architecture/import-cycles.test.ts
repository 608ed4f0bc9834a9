import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module may import itself back through others: a cycle makes load order decide which side sees `undefined`,
 * and usually means a shared type lives in the wrong module. Type-only imports count too, since the fix is the
 * same: move what both sides need to a module they both import. The lint config has no import plugin, so this
 * test walks the relative imports itself.
 */

const root = resolve(import.meta.dirname, '../../..');
const folders = ['domain', 'application', 'adapters', 'web/app'];

/**
 * Cycles left on purpose, each as its files (sorted, from the repository root) joined by ' <-> '. Keep this empty
 * unless a cycle cannot be broken in the change at hand, and say why next to it.
 */
const allowedCycles: readonly string[] = [];

/** `import ... from '...'`, `export ... from '...'` (across lines) and side-effect `import '...'`; not `import()`. */
const staticImport = /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a relative specifier names, as the bundler resolves it; null for packages and non-code files. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && isFile(path)) ?? null;
}

function importsOf(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(staticImport)].map((m) => m[1] ?? m[2] ?? '');
  return [...new Set(specifiers.map((s) => resolveSpecifier(file, s)).filter((p): p is string => p !== null))];
}

type Graph = ReadonlyMap<string, readonly string[]>;

function importGraph(): Graph {
  const files = folders.flatMap((folder) => sourceFiles(join(root, folder)));
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8')).filter((i) => known.has(i))]));
}

/** Tarjan's strongly connected components: every group of files that reach each other through imports. */
function stronglyConnected(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    components.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components.filter((c) => c.length > 1 || (graph.get(c[0] ?? '') ?? []).includes(c[0] ?? ''));
}

const name = (file: string): string => relative(root, file);

function cycleKey(component: readonly string[]): string {
  return component.map(name).sort().join(' <-> ');
}

describe('import cycles', () => {
  it('domain/, application/, adapters/ and web/app/ import in one direction only', () => {
    const cycles = stronglyConnected(importGraph())
      .map(cycleKey)
      .filter((key) => !allowedCycles.includes(key));
    expect(cycles).toEqual([]);
  });

  it('reads imports and re-exports across lines, and resolves files and index files', () => {
    const file = join(root, 'adapters/graphql/x.ts');
    const source = [
      "import type { A } from './context';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../../domain/shared/result';",
      "export { d } from './errors';",
      "import '../../domain/shared/ids';",
      "import { z } from 'zod';",
      "const lazy = () => import('./loaders');",
    ].join('\n');
    expect(importsOf(file, source).map(name)).toEqual([
      'adapters/graphql/context.ts',
      'domain/shared/result.ts',
      'adapters/graphql/errors.ts',
      'domain/shared/ids.ts',
    ]);
    expect(importsOf(join(root, 'web/app/x.ts'), "export * from './gql';").map(name)).toEqual(['web/app/gql/index.ts']);
  });

  it('allows only cycles that still exist', () => {
    const existing = stronglyConnected(importGraph()).map(cycleKey);
    expect(allowedCycles.filter((key) => !existing.includes(key))).toEqual([]);
  });
});
