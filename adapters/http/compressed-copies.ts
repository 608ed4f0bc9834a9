import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';
import { gzipAsync } from '@gfx/zopfli';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The smallest copies there are: Brotli at 11 and a gzip made by Zopfli, about 4 % smaller than zlib's best and
 * read by every gzip decoder. It takes some 40 ms for a 7 KB file: for what is made once and sent to every visitor
 * of every customer site (the tracking script), not for start-up work on many files.
 */
export async function smallestCopies(content: Buffer): Promise<CompressedCopies> {
  return { br: compressedCopies(content, 11).br, gzip: Buffer.from(await gzipAsync(content, { numiterations: 15 })) };
}

/** Sends the copy the browser accepts, Brotli before gzip, or `plain` to one that accepts neither. */
export function sendCompressed(
  req: FastifyRequest,
  reply: FastifyReply,
  plain: string | Buffer,
  copies: CompressedCopies,
): FastifyReply {
  const encoding = negotiateEncoding(req.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === null) return reply.send(plain);
  return reply.header('content-encoding', encoding).send(copies[encoding]);
}
