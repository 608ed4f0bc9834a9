import { createHash } from 'node:crypto';

/** A strong ETag for a response body: a short hash, the same on every server that serves the same bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}
