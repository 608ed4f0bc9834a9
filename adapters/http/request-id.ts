import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

/**
 * What an incoming X-Request-Id may be to be kept: up to 128 letters, digits and `-_.:/+=` (UUIDs, ULIDs, the ids
 * of common proxies and load balancers). Anything else (spaces, quotes, control characters, a novel) could forge or
 * break log lines and headers, so it is replaced.
 */
const saneRequestId = /^[A-Za-z0-9\-_.:/+=]{1,128}$/;

/** The caller's X-Request-Id when it is a sane one, so a request is followed across services; otherwise a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}
