import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressedCopies } from '../adapters/http/compressed-copies';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, at the highest levels,
 * once at build time; the server sends the copy a browser accepts (@fastify/static's preCompressed), so no
 * request pays for compressing the same file again. Source maps are left out: only developer tools fetch them,
 * and they are most of the bytes, so compressing them would triple the time this step takes.
 */
const distDir = path.join(import.meta.dirname, '..', 'dist', 'web');
const compressible = /\.(?:js|css|html|svg|json|txt)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (compressible.test(name)) yield file;
  }
}

let count = 0;
let original = 0;
let brotli = 0;
for (const file of files(distDir)) {
  const content = readFileSync(file);
  const copies = compressedCopies(content, 11);
  writeFileSync(`${file}.br`, copies.br);
  writeFileSync(`${file}.gz`, copies.gzip);
  count += 1;
  original += content.length;
  brotli += copies.br.length;
}
console.log(
  `${path.relative(process.cwd(), distDir)}: ${count} files compressed, ${Math.round(original / 1024)} KB → ` +
    `${Math.round(brotli / 1024)} KB with Brotli`,
);
