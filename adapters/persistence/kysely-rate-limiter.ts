import type { Kysely } from 'kysely';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';
import type { DatabaseSchema } from './database-schema';

/**
 * Fixed windows counted in the database, so every server process shares the count. One upsert per attempt;
 * the first attempt of a new window also deletes the key's older windows, keeping one row per key.
 */
export class KyselyRateLimiter implements RateLimiter {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const { count } = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('rate_limit_counters.count', '+', 1) })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (count === 1) {
      await this.db
        .deleteFrom('rate_limit_counters')
        .where('key', '=', key)
        .where('window_start', '<', windowStart)
        .execute();
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    return { allowed: count <= limit, retryAfterSeconds };
  }
}
