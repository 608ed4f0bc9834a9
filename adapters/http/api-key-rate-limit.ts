import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { isApiKeyToken } from '../../domain/accounts/api-key';
import type { RateLimitStoreClass } from './rate-limit-store';

export interface ApiKeyRateLimit {
  /** Requests a minute each API key may make. */
  readonly perMinute: number;
  /** The key's stored hash: requests are counted by it, so the secret itself is never held in memory as a key. */
  readonly hashKey: (secret: string) => string;
  /** Where the counts are kept, shared by every process; null (or absent): in this process's memory. */
  readonly store?: RateLimitStoreClass | null;
}

/** What a request with no API key is counted under: nothing, it is not this limiter's to count. */
const noApiKey = '';

/** An API key's budget ran out: answered 429 with the RateLimit headers, in GraphQL's error shape. */
class ApiKeyRateLimited extends Error {
  readonly statusCode = 429;

  constructor(
    readonly perMinute: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `This API key has made more than ${perMinute} requests in a minute. Try again in ${retryAfterSeconds} seconds.`,
    );
  }
}

/**
 * Limits each API key to `perMinute` requests a minute on the routes registered after it in `scope`, counted per
 * key (not per IP: many services may share one address, and one key may be used from many). The answers carry the
 * IETF draft's RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers, and Retry-After once refused.
 * Requests without an API key are not counted here. Counts are kept in `limit.store` (Redis or PostgreSQL, shared by
 * every process) or in this process's memory (docs/operations.md).
 */
export async function registerApiKeyRateLimit(scope: FastifyInstance, limit: ApiKeyRateLimit): Promise<void> {
  await scope.register(rateLimit, {
    max: limit.perMinute,
    timeWindow: 60_000,
    enableDraftSpec: true,
    ...(limit.store === undefined || limit.store === null ? {} : { store: limit.store }),
    keyGenerator: (req) => {
      const secret = apiKeyOf(req);
      return secret === null ? noApiKey : `api-key:${limit.hashKey(secret)}`;
    },
    allowList: (_req, key) => key === noApiKey,
    errorResponseBuilder: (_req, context) => new ApiKeyRateLimited(context.max, Math.ceil(context.ttl / 1000)),
  });
  scope.setErrorHandler((error: FastifyError, _req, reply) => {
    if (!(error instanceof ApiKeyRateLimited)) throw error;
    return reply.status(429).send({
      errors: [
        {
          message: error.message,
          extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: error.retryAfterSeconds },
        },
      ],
    });
  });
}

/** The API key a request's Authorization header carries as its bearer token, if it carries one. */
function apiKeyOf(req: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const token = match?.[1];
  return token !== undefined && isApiKeyToken(token) ? token : null;
}
