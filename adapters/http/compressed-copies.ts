import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A text's Brotli and gzip copies, made once so that no request pays for compressing it again. */
export interface CompressedCopies {
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** Brotli at `brotliQuality` (11, the smallest, is slow: for the build; lower for start-up), gzip at its best. */
export function compressedCopies(content: string | Buffer, brotliQuality: number): CompressedCopies {
  return { br: brotliCopy(content, brotliQuality), gzip: gzipSync(content, { level: 9 }) };
}

export function brotliCopy(content: string | Buffer, quality: number): Buffer {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
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
