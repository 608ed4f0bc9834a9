import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A text's Brotli and gzip copies, made once so that no request pays for compressing it again. */
export interface CompressedCopies {
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Brotli at `brotliQuality` (11, the smallest, is slow: for the build; lower for start-up), gzip at its best. */
export function compressedCopies(content: string | Buffer, brotliQuality: number): CompressedCopies {
  return {
    br: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzip: gzipSync(content, { level: 9 }),
  };
}
