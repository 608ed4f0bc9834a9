// Builds the tracking script (web/track) into dist/track/track.js; run directly, it writes the file and prints its size.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface TrackerBuild {
  readonly code: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'dist/track/track.js');

/** Bundles and minifies the script; `write` also saves it where the server serves it from. */
export async function buildTracker(options: { write?: boolean } = {}): Promise<TrackerBuild> {
  const result = await build({
    entryPoints: [path.join(root, 'web/track/main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2018',
    outfile,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  if (options.write) {
    await mkdir(path.dirname(outfile), { recursive: true });
    await writeFile(outfile, code);
  }
  return { code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { bytes, gzipBytes } = await buildTracker({ write: true });
  process.stdout.write(`${path.relative(root, outfile)}: ${bytes} bytes minified, ${gzipBytes} bytes gzipped\n`);
}
