// Builds the tracking script (web/track) into dist/track/track.js, and the conversion goals script (web/track/goals)
// into dist/track/goals.js, and the visual editor (web/editor) into dist/track/editor.js, each with its .br and .gz copies; run directly, it
// writes them and prints the sizes.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { minify } from 'terser';
import { smallestCopies } from './smallest-copies';

export interface TrackerBuild {
  readonly code: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** What current browsers download: the server sends it Brotli-compressed to those that accept it. */
  readonly brotliBytes: number;
}

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'dist/track/track.js');
const goalsOutfile = path.join(root, 'dist/track/goals.js');
const editorOutfile = path.join(root, 'dist/track/editor.js');

/**
 * Bundles the script with esbuild and minifies it with terser, whose several passes make it about 4 % smaller
 * gzipped than esbuild's single one: every page of every customer site downloads it. `write` also saves it where
 * the server serves it from.
 */
export async function buildTracker(options: { write?: boolean } = {}): Promise<TrackerBuild> {
  return buildScript('web/track/main.ts', outfile, { ...options, wrap: true });
}

/**
 * The tracking script is one function of its website's config, called with none (the stable address, which asks for
 * it) or with it written in (the per-site address: adapters/http/tracking/site-script.ts replaces the final `()`).
 */
export const inlineConfigParameter = 'splitpennyInline';

/** The conversion goals script (web/track/goals), which the tracking script loads on websites with goals. */
export async function buildGoalsScript(options: { write?: boolean } = {}): Promise<TrackerBuild> {
  return buildScript('web/track/goals/main.ts', goalsOutfile, options);
}

/** The visual editor (web/editor), which the goals script loads only on a page opened with an editor link. */
export async function buildEditorScript(options: { write?: boolean } = {}): Promise<TrackerBuild> {
  return buildScript('web/editor/main.ts', editorOutfile, options);
}

async function buildScript(
  entry: string,
  file: string,
  options: { write?: boolean; wrap?: boolean },
): Promise<TrackerBuild> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    outfile: file,
    write: false,
    legalComments: 'none',
    // Strict mode guards nothing here that the type checker does not, and its prologue costs bytes on every page.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    logLevel: 'silent',
  });
  const minified = await minify(result.outputFiles[0]?.text ?? '', {
    ecma: 2020,
    toplevel: true,
    compress: {
      passes: 3,
      unsafe: true,
      unsafe_arrows: true,
      unsafe_methods: true,
      pure_getters: true,
      // Declarations first and only simple functions inlined: the bundle repeats less, and gzips 1.5 % smaller.
      hoist_funs: true,
      inline: 1,
    },
  });
  const code = options.wrap ? `!function(${inlineConfigParameter}){${minified.code ?? ''}}()` : (minified.code ?? '');
  // Made here, once, and sent as they are (adapters/http/tracking/tracker-script-route.ts).
  const copies = await smallestCopies(Buffer.from(code));
  if (options.write) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, code);
    await writeFile(`${file}.br`, copies.br);
    await writeFile(`${file}.gz`, copies.gzip);
  }
  return { code, bytes: Buffer.byteLength(code), gzipBytes: copies.gzip.length, brotliBytes: copies.br.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const [file, built] of [
    [outfile, await buildTracker({ write: true })],
    [goalsOutfile, await buildGoalsScript({ write: true })],
    [editorOutfile, await buildEditorScript({ write: true })],
  ] as const) {
    const { bytes, gzipBytes, brotliBytes } = built;
    process.stdout.write(
      `${path.relative(root, file)}: ${bytes} bytes minified, ${brotliBytes} with Brotli, ${gzipBytes} gzipped\n`,
    );
  }
}
