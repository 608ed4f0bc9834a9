import { sql, type Kysely } from 'kysely';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';
import type { DatabaseSchema } from './database-schema';
import { preparedName } from './prepared-statements';

interface Attempt {
  readonly limit: number;
  readonly retryAfterSeconds: number;
  readonly resolve: (outcome: RateLimitOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/** The attempts on one key in one window, waiting to be counted together. */
interface Tally {
  readonly key: string;
  readonly windowStart: Date;
  readonly attempts: Attempt[];
}

/** Rows a statement counts at most. */
const maxRowsPerStatement = 1000;

/**
 * Fixed windows counted in the database, so every server process shares the count. Attempts arriving while a count
 * is under way are counted together by the next one: one upsert adds each key's attempts and returns its new total,
 * from which each attempt learns its own place (so the limit is exact however many processes count). Rows go in key
 * order, so two processes' statements never wait on each other's rows in a cycle. A key's first attempt of a new
 * window also deletes its older windows, keeping one row per key.
 */
export class KyselyRateLimiter implements RateLimiter {
  private waiting = new Map<string, Tally>();
  private counting = false;

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    return new Promise((resolve, reject) => {
      const id = `${windowStart.getTime()} ${key}`;
      const tally = this.waiting.get(id) ?? { key, windowStart, attempts: [] };
      this.waiting.set(id, tally);
      tally.attempts.push({ limit, retryAfterSeconds, resolve, reject });
      if (!this.counting) {
        this.counting = true;
        setImmediate(() => void this.countWaiting());
      }
    });
  }

  private async countWaiting(): Promise<void> {
    while (this.waiting.size > 0) {
      const tallies = [...this.waiting.values()].sort(byKeyAndWindow);
      this.waiting = new Map();
      for (let at = 0; at < tallies.length; at += maxRowsPerStatement) {
        await this.count(tallies.slice(at, at + maxRowsPerStatement));
      }
    }
    this.counting = false;
  }

  private async count(tallies: readonly Tally[]): Promise<void> {
    let totals: Map<string, number>;
    try {
      totals = await this.add(tallies);
    } catch (error) {
      for (const attempt of tallies.flatMap((tally) => tally.attempts)) attempt.reject(error);
      return;
    }
    const newWindows: Tally[] = [];
    for (const tally of tallies) {
      const total = totals.get(`${tally.windowStart.getTime()} ${tally.key}`) ?? 0;
      const first = total - tally.attempts.length + 1;
      if (first === 1) newWindows.push(tally);
      tally.attempts.forEach((attempt, index) =>
        attempt.resolve({
          allowed: first + index <= attempt.limit,
          retryAfterSeconds: attempt.retryAfterSeconds,
          count: first + index,
        }),
      );
    }
    // Tidying only: a failure leaves an old row that the key's next new window deletes.
    await this.forgetOlderWindows(newWindows).catch(() => undefined);
  }

  /**
   * Adds each tally's attempts to its row; the totals by window and key. Every tracking request waits on this
   * statement, so it has one fixed text prepared once per connection, its rows travelling as arrays (in key order).
   */
  private async add(tallies: readonly Tally[]): Promise<Map<string, number>> {
    const { rows } = await sql<{ key: string; window_start: Date; count: number }>`${sql.raw(
      preparedName('count_rate_limits'),
    )}
      insert into rate_limit_counters (key, window_start, count)
      select * from unnest(${tallies.map((t) => t.key)}::text[], ${tallies.map((t) => t.windowStart)}::timestamptz[],
        ${tallies.map((t) => t.attempts.length)}::int[])
      on conflict (key, window_start) do update set count = rate_limit_counters.count + excluded.count
      returning key, window_start, count`.execute(this.db);
    return new Map(rows.map((row) => [`${row.window_start.getTime()} ${row.key}`, row.count]));
  }

  private async forgetOlderWindows(tallies: readonly Tally[]): Promise<void> {
    if (tallies.length === 0) return;
    await this.db
      .deleteFrom('rate_limit_counters')
      .where((eb) => eb.or(tallies.map((t) => eb.and([eb('key', '=', t.key), eb('window_start', '<', t.windowStart)]))))
      .execute();
  }
}

function byKeyAndWindow(a: Tally, b: Tally): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.windowStart.getTime() - b.windowStart.getTime();
}
