import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding the project's package.json and dist/. Found by walking up, because this code runs from its
 * source (adapters/config, under tsx and vitest) and from the compiled server (dist/server), two depths apart.
 */
/** The version in the project's package.json (`splitpenny --version`). */
export function packageVersion(root: string = findProjectRoot(import.meta.dirname)): string {
  return (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

export function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'splitpenny'
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No splitpenny package.json above ${start}`);
  }
}
