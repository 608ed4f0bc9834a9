import { sql, type Kysely } from 'kysely';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';
import type { DatabaseSchema } from './database-schema';
import { preparedName } from './prepared-statements';
import { slidingWindowOutcome, windowStartOf } from '../../domain/shared/sliding-window';

interface Attempt {
  readonly limit: number;
  readonly at: number;
  readonly resolve: (outcome: RateLimitOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/** The attempts on one key in one window, waiting to be counted together. */
interface Tally {
  readonly key: string;
  readonly windowStart: Date;
  readonly windowMs: number;
  readonly attempts: Attempt[];
}

/** Rows a statement counts at most. */
const maxRowsPerStatement = 1000;

/**
 * Sliding windows (domain/shared/sliding-window.ts) counted in the database, so every server process shares the count. Attempts arriving while a count
 * is under way are counted together by the next one: one upsert adds each key's attempts and returns its new total,
 * from which each attempt learns its own place (so the limit is exact however many processes count). Rows go in key
 * order, so two processes' statements never wait on each other's rows in a cycle; each total comes back with the
 * previous window's. A key's first attempt of a new window also deletes its windows before the previous one, keeping
 * two rows per key.
 */
export class KyselyRateLimiter implements RateLimiter {
  private waiting = new Map<string, Tally>();
  private counting = false;

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(windowStartOf(now.getTime(), windowMs));
    return new Promise((resolve, reject) => {
      const id = `${windowMs} ${windowStart.getTime()} ${key}`;
      const tally = this.waiting.get(id) ?? { key, windowStart, windowMs, attempts: [] };
      this.waiting.set(id, tally);
      tally.attempts.push({ limit, at: now.getTime(), resolve, reject });
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
    let totals: Map<string, { count: number; previous: number }>;
    try {
      totals = await this.add(tallies);
    } catch (error) {
      for (const attempt of tallies.flatMap((tally) => tally.attempts)) attempt.reject(error);
      return;
    }
    const newWindows: Tally[] = [];
    for (const tally of tallies) {
      const total = totals.get(`${tally.windowStart.getTime()} ${tally.key}`) ?? { count: 0, previous: 0 };
      const first = total.count - tally.attempts.length + 1;
      if (first === 1) newWindows.push(tally);
      tally.attempts.forEach((attempt, index) =>
        attempt.resolve(
          slidingWindowOutcome(
            { current: first + index, previous: total.previous },
            attempt.limit,
            tally.windowMs,
            attempt.at,
          ),
        ),
      );
    }
    // Tidying only: a failure leaves an old row that the key's next new window deletes.
    await this.forgetOlderWindows(newWindows).catch(() => undefined);
  }

  /**
   * Adds each tally's attempts to its row; the totals by window and key. Every tracking request waits on this
   * statement, so it has one fixed text prepared once per connection, its rows travelling as arrays (in key order).
   */
  private async add(tallies: readonly Tally[]): Promise<Map<string, { count: number; previous: number }>> {
    const { rows } = await sql<{ key: string; window_start: Date; count: number; previous: number }>`${sql.raw(
      preparedName('count_sliding_rate_limits'),
    )}
      with added as (
        insert into rate_limit_counters (key, window_start, count)
        select key, window_start, count from unnest(${tallies.map((t) => t.key)}::text[],
          ${tallies.map((t) => t.windowStart)}::timestamptz[], ${tallies.map((t) => t.attempts.length)}::int[])
          as a(key, window_start, count)
        on conflict (key, window_start) do update set count = rate_limit_counters.count + excluded.count
        returning key, window_start, count
      )
      select added.key, added.window_start, added.count, coalesce(p.count, 0) as previous
      from added
      join unnest(${tallies.map((t) => t.key)}::text[], ${tallies.map((t) => t.windowStart)}::timestamptz[],
        ${tallies.map((t) => t.windowMs)}::int[]) as w(key, window_start, window_ms)
        on w.key = added.key and w.window_start = added.window_start
      left join rate_limit_counters p
        on p.key = added.key and p.window_start = added.window_start - make_interval(secs => w.window_ms / 1000.0)`.execute(
      this.db,
    );
    return new Map(
      rows.map((row) => [`${row.window_start.getTime()} ${row.key}`, { count: row.count, previous: row.previous }]),
    );
  }

  private async forgetOlderWindows(tallies: readonly Tally[]): Promise<void> {
    if (tallies.length === 0) return;
    await this.db
      .deleteFrom('rate_limit_counters')
      .where((eb) =>
        eb.or(
          tallies.map((t) =>
            eb.and([eb('key', '=', t.key), eb('window_start', '<', new Date(t.windowStart.getTime() - t.windowMs))]),
          ),
        ),
      )
      .execute();
  }
}

function byKeyAndWindow(a: Tally, b: Tally): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.windowStart.getTime() - b.windowStart.getTime();
}
