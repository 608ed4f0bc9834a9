import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectRedis } from '../../../adapters/redis/redis-connection';
import { RedisRateLimiter } from '../../../adapters/redis/redis-rate-limiter';
import { rateLimiterContract } from '../../contracts/rate-limiter.contract';
import { localRedisUrl, noRedisReason, redisAnswers } from '../../support/redis-server';

const available = await redisAnswers();
if (!available) console.warn(noRedisReason);

describe.skipIf(!available)('the Redis rate limiter', () => {
  let redis: Redis | undefined;
  beforeAll(async () => {
    redis = await connectRedis(localRedisUrl, { onError: () => undefined, onReady: () => undefined });
  });
  afterAll(() => redis?.disconnect());

  rateLimiterContract('Redis', () => {
    if (redis === undefined) throw new Error('Redis is connected in beforeAll');
    return new RedisRateLimiter(redis, `splitpenny-test:${process.pid}:`);
  });
});

describe.skipIf(available)('the Redis rate limiter (skipped)', () => {
  it.skip(noRedisReason, () => undefined);
});
