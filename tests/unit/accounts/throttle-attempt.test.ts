import { describe, expect, it } from 'vitest';
import { makeThrottleAttempt, type AttemptSource } from '../../../application/accounts/throttle-attempt';
import type { AttemptLimit, GuardedAction } from '../../../domain/accounts/attempt-limits';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryRateLimiter } from '../../support/fakes/in-memory-rate-limiter';

const limits: Record<GuardedAction, AttemptLimit> = {
  authenticate: { attempts: 3, windowSeconds: 60 },
  'password-reset': { attempts: 2, windowSeconds: 300 },
  signup: { attempts: 3, windowSeconds: 3600 },
  'email-confirmation': { attempts: 3, windowSeconds: 60 },
  newsletter: { attempts: 5, windowSeconds: 60 },
  contact: { attempts: 5, windowSeconds: 3600 },
};
/** 15 s into a minute, and into a five-minute window. */
const start = new Date('2025-03-10T09:00:15.000Z');

function setup() {
  const clock = new FixedClock(start);
  const throttleAttempt = makeThrottleAttempt({ limiter: new InMemoryRateLimiter(), clock, limits });
  /** Makes the attempts in order and tells which were let through. */
  const attempt = async (action: GuardedAction, sources: readonly AttemptSource[]): Promise<boolean[]> => {
    const allowed: boolean[] = [];
    for (const source of sources) allowed.push((await throttleAttempt(action, source)).ok);
    return allowed;
  };
  return { clock, throttleAttempt, attempt };
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe('throttle attempt', () => {
  // The refused attempt counts too: one more is allowed once enough of the window's slid out of the last window's
  // span (half of four at a limit of 3, two thirds of three at a limit of 2), in the next window.
  it.each<[GuardedAction, number]>([
    ['authenticate', 60 + 30 - 15],
    ['password-reset', 300 + 200 - 15],
  ])('refuses the attempt after the limit from one IP (%s), saying how long to wait', async (action, wait) => {
    const { throttleAttempt, attempt } = setup();
    const { attempts } = limits[action];
    const source = { network: '203.0.113.7', email: 'ann@example.com' };
    expect(
      await attempt(
        action,
        times(attempts, () => source),
      ),
    ).toEqual(times(attempts, () => true));
    expect(await throttleAttempt(action, source)).toEqual({
      ok: false,
      error: { kind: 'RateLimited', retryAfterSeconds: wait },
    });
  });

  it.each<[string, (i: number) => AttemptSource]>([
    ['one IP trying many emails', (i) => ({ network: '203.0.113.7', email: `user${i}@example.com` })],
    ['one IP naming no email', () => ({ network: '203.0.113.7', email: null })],
    ['many IPs trying one email', (i) => ({ network: `198.51.100.${i}`, email: 'ann@example.com' })],
    [
      'many IPs trying one email typed differently',
      (i) => ({ network: `198.51.100.${i}`, email: i % 2 === 0 ? ' Ann@Example.com' : 'ann@example.com' }),
    ],
  ])('limits %s', async (_name, source) => {
    const { attempt } = setup();
    expect(await attempt('authenticate', times(5, source))).toEqual([true, true, true, false, false]);
  });

  it('lets attempts naming no email from many IPs through', async () => {
    const { attempt } = setup();
    const sources = times(5, (i) => ({ network: `198.51.100.${i}`, email: null }));
    expect(await attempt('authenticate', sources)).toEqual(times(5, () => true));
  });

  it('allows attempts again only once the minute of the refused ones has slid past', async () => {
    const { clock, attempt } = setup();
    const source = { network: '203.0.113.7', email: 'ann@example.com' };
    expect(
      await attempt(
        'authenticate',
        times(4, () => source),
      ),
    ).toEqual([true, true, true, false]);
    clock.set(new Date('2025-03-10T09:00:59.999Z'));
    expect(await attempt('authenticate', [source])).toEqual([false]);
    // The turn of a clock minute gives no fresh allowance: the last minute's attempts still count.
    clock.set(new Date('2025-03-10T09:01:00.000Z'));
    expect(await attempt('authenticate', [source])).toEqual([false]);
    clock.set(new Date('2025-03-10T09:03:00.000Z'));
    expect(
      await attempt(
        'authenticate',
        times(4, () => source),
      ),
    ).toEqual([true, true, true, false]);
  });

  it('counts each action separately', async () => {
    const { attempt } = setup();
    const source = { network: '203.0.113.7', email: 'ann@example.com' };
    expect(
      await attempt(
        'authenticate',
        times(4, () => source),
      ),
    ).toEqual([true, true, true, false]);
    expect(
      await attempt(
        'password-reset',
        times(3, () => source),
      ),
    ).toEqual([true, true, false]);
  });
});
