import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimiter } from '../../application/ports/rate-limiter';

/** A whole minute, so that windows of 60 s start here. */
const minute = new Date('2025-03-10T09:00:00.000Z').getTime();
const at = (offsetMs: number): Date => new Date(minute + offsetMs);
/** Keys are unique per test: the real limiter keeps its counts in a database that a file's tests share. */
const aKey = (): string => `contract:${randomUUID()}`;

/** What every RateLimiter does, run against the in-memory fake and the Kysely adapter alike. */
export function rateLimiterContract(name: string, make: () => RateLimiter | Promise<RateLimiter>): void {
  describe(`RateLimiter contract: ${name}`, () => {
    it.each<[string, number]>([
      ['a limit of 1', 1],
      ['a limit of 3', 3],
    ])('allows as many attempts as %s in a window, then refuses', async (_name, limit) => {
      const limiter = await make();
      const key = aKey();
      const allowed: boolean[] = [];
      for (let attempt = 0; attempt < limit + 2; attempt += 1) {
        allowed.push((await limiter.consume(key, limit, 60, at(attempt * 1000))).allowed);
      }
      expect(allowed).toEqual([...Array<boolean>(limit).fill(true), false, false]);
    });

    // Refused at the limit of 1, the two attempts of this window must slide wholly out of the last one's span: until
    // the next window ends.
    it.each<[string, number, number, number]>([
      ['at the start of a window', 60, 0, 120],
      ['in the middle of a window', 60, 20_000, 100],
      ['part way through a second', 60, 20_400, 100],
      ['in the last second', 60, 59_999, 61],
      ['in a longer window', 900, 60_000, 1740],
    ])('says how long to wait %s', async (_name, windowSeconds, offsetMs, expected) => {
      const limiter = await make();
      const key = aKey();
      await limiter.consume(key, 1, windowSeconds, at(offsetMs));
      const refused = await limiter.consume(key, 1, windowSeconds, at(offsetMs));
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: expected, count: 2 });
    });

    it('never lets the limit through twice across the turn of a window', async () => {
      const limiter = await make();
      const key = aKey();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await limiter.consume(key, 3, 60, at(59_000))).allowed).toBe(true);
      }
      // A fixed window would start again here and let three more through within two seconds.
      expect(await limiter.consume(key, 3, 60, at(60_500))).toMatchObject({ allowed: false, count: 4 });
    });

    it("weighs the previous window's attempts by how much of it is still within the last window", async () => {
      const limiter = await make();
      const key = aKey();
      for (let attempt = 0; attempt < 4; attempt += 1) await limiter.consume(key, 4, 60, at(0));
      // A quarter into the next window three quarters of the previous one's four still count.
      expect(await limiter.consume(key, 4, 60, at(75_000))).toMatchObject({ allowed: true, count: 4 });
      expect(await limiter.consume(key, 4, 60, at(76_000))).toMatchObject({ allowed: false, count: 5 });
      expect(await limiter.consume(key, 4, 60, at(105_000))).toMatchObject({ allowed: true, count: 4 });
    });

    it('says to wait until enough of the last attempts slid out for one more', async () => {
      const limiter = await make();
      const key = aKey();
      for (let attempt = 0; attempt < 4; attempt += 1) await limiter.consume(key, 3, 60, at(0));
      // Four in the window at a limit of 3: one more once half of them slid out, half way into the next window.
      const refused = await limiter.consume(key, 3, 60, at(30_000));
      expect(refused).toMatchObject({ allowed: false, count: 5 });
      expect(refused.retryAfterSeconds).toBe(Math.ceil((60_000 + (1 - 2 / 5) * 60_000 - 30_000) / 1000));
      expect((await limiter.consume(key, 3, 60, at(30_000 + refused.retryAfterSeconds * 1000))).allowed).toBe(true);
    });

    it('forgets a window once a whole window has passed since it ended', async () => {
      const limiter = await make();
      const key = aKey();
      await limiter.consume(key, 1, 60, at(0));
      expect((await limiter.consume(key, 1, 60, at(59_999))).allowed).toBe(false);
      expect(await limiter.consume(key, 1, 60, at(120_000))).toMatchObject({ allowed: true, count: 1 });
    });

    it('allows exactly the limit of attempts made at the same moment, each learning its own place', async () => {
      const limiter = await make();
      const [busy, other] = [aKey(), aKey()];
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, attempt) => limiter.consume(attempt % 2 === 0 ? busy : other, 3, 60, at(0))),
      );
      const busyOutcomes = outcomes.filter((_, attempt) => attempt % 2 === 0);
      expect(busyOutcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
      expect(busyOutcomes.map((outcome) => outcome.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
      expect((await limiter.consume(busy, 3, 60, at(1000))).count).toBe(6);
    });

    it('counts each key separately', async () => {
      const limiter = await make();
      const [first, second] = [aKey(), aKey()];
      await limiter.consume(first, 1, 60, at(0));
      expect((await limiter.consume(second, 1, 60, at(0))).allowed).toBe(true);
      expect((await limiter.consume(first, 1, 60, at(0))).allowed).toBe(false);
    });
  });
}
