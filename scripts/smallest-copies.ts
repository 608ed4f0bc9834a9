import { brotliCopy, type CompressedCopies } from '../adapters/http/compressed-copies';

type ZopfliGzip = (content: Buffer, options: { numiterations: number }) => Promise<Uint8Array>;
let zopfliGzip: ZopfliGzip | undefined;

/**
 * Zopfli's gzip, loaded once. Its Emscripten build installs process-wide `uncaughtException` and
 * `unhandledRejection` handlers as it loads (one aborts the process, the other prints its own source); they are
 * taken off again at once, so an error in the build still reads as itself.
 */
async function loadZopfli(): Promise<ZopfliGzip> {
  const before = new Set<unknown>([
    ...process.listeners('uncaughtException'),
    ...process.listeners('unhandledRejection'),
  ]);
  const { gzipAsync } = await import('@gfx/zopfli');
  for (const listener of process.listeners('uncaughtException')) {
    if (!before.has(listener)) process.off('uncaughtException', listener);
  }
  for (const listener of process.listeners('unhandledRejection')) {
    if (!before.has(listener)) process.off('unhandledRejection', listener);
  }
  return gzipAsync;
}

/**
 * The smallest copies there are, made at build time for what every visitor of every customer site downloads (the
 * tracking script): Brotli at 11, and a gzip made by Zopfli, some 4 % smaller than zlib's best and read by every
 * gzip decoder. About 40 ms for a 7 KB file.
 */
export async function smallestCopies(content: Buffer): Promise<CompressedCopies> {
  zopfliGzip ??= await loadZopfli();
  return { br: brotliCopy(content, 11), gzip: Buffer.from(await zopfliGzip(content, { numiterations: 15 })) };
}
