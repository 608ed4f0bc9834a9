import { describe, expect, it } from 'vitest';
import type { TestResultsSource, TestRollups } from '../../../application/ports/test-results-source';
import { makeRecentRollups } from '../../../application/results/recent-rollups';
import type { TestId, UserId } from '../../../domain/shared/ids';
import { FixedClock } from '../../support/fakes/fixed-clock';

const ann = 'ann' as UserId;
const bob = 'bob' as UserId;
const checkout = 'checkout-test' as TestId;
const pricing = 'pricing-test' as TestId;

/** Rollups told apart by their maxCases. */
function rollupsNumbered(maxCases: number): TestRollups {
  return {
    goals: [],
    goalTotals: new Map(),
    maxCases,
    minimumLiftPercent: 10,
    startDate: new Date('2026-06-01T00:00:00Z'),
    endDate: new Date('2026-07-01T00:00:00Z'),
    phase: { number: 1, startedAt: new Date('2026-06-01T00:00:00Z'), sessionsBefore: 0 },
    variants: [],
    daily: [],
    largestNetworkSessions: 0,
  };
}

interface PendingRead {
  readonly userId: UserId;
  readonly testId: TestId;
  answer(rollups: TestRollups | null): void;
  fail(error: Error): void;
}

/** A database whose every read waits until the test answers it: reads in flight can be held open. */
class HeldReads implements TestResultsSource {
  readonly reads: PendingRead[] = [];

  rollupsOf(userId: UserId, testId: TestId): Promise<TestRollups | null> {
    return new Promise((resolve, reject) => {
      this.reads.push({ userId, testId, answer: resolve, fail: reject });
    });
  }

  /** The read made `index`-th, from the first. */
  read(index: number): PendingRead {
    const read = this.reads[index];
    if (read === undefined) throw new Error(`only ${this.reads.length} reads were made`);
    return read;
  }
}

function setUp(ttlMs = 1000) {
  const source = new HeldReads();
  const clock = new FixedClock();
  return { source, clock, recent: makeRecentRollups({ source, clock, ttlMs }) };
}

describe('recent rollups', () => {
  it('shares a read in flight between the requests for one test, and answers from it for the time to live', async () => {
    const { source, clock, recent } = setUp(1000);
    const first = recent.rollupsOf(ann, checkout);
    const second = recent.rollupsOf(ann, checkout);
    source.read(0).answer(rollupsNumbered(1));
    expect([(await first)?.maxCases, (await second)?.maxCases]).toEqual([1, 1]);

    clock.advance(999);
    expect((await recent.rollupsOf(ann, checkout))?.maxCases).toBe(1);
    expect(source.reads).toHaveLength(1);

    clock.advance(1);
    const afterwards = recent.rollupsOf(ann, checkout);
    source.read(1).answer(rollupsNumbered(2));
    expect((await afterwards)?.maxCases).toBe(2);
  });

  it("reads another owner's request for the same test for that owner", async () => {
    const { source, recent } = setUp();
    const owners = recent.rollupsOf(ann, checkout);
    source.read(0).answer(rollupsNumbered(1));
    await owners;
    const strangers = recent.rollupsOf(bob, checkout);
    expect(source.reads.map((r) => r.userId)).toEqual([ann, bob]);
    source.read(1).answer(null);
    expect(await strangers).toBeNull();
  });

  it('forgets every test of an owner who changed something, and a test that counted sessions, and no other', async () => {
    const { source, recent } = setUp();
    for (const testId of [checkout, pricing]) {
      const read = recent.rollupsOf(ann, testId);
      source.reads.at(-1)?.answer(rollupsNumbered(1));
      await read;
    }
    const testsRead = () => source.reads.map((r) => r.testId);

    recent.testsCounted([pricing]);
    void recent.rollupsOf(ann, checkout);
    void recent.rollupsOf(ann, pricing);
    expect(testsRead()).toEqual([checkout, pricing, pricing]);

    source.read(2).answer(rollupsNumbered(2));
    recent.ownerChanged(bob);
    void recent.rollupsOf(ann, checkout);
    expect(source.reads).toHaveLength(3);

    recent.ownerChanged(ann);
    void recent.rollupsOf(ann, checkout);
    void recent.rollupsOf(ann, pricing);
    expect(testsRead()).toEqual([checkout, pricing, pricing, checkout, pricing]);
  });

  it('answers a read in flight during a change to those already waiting, and to no one after', async () => {
    const { source, recent } = setUp();
    const waiting = recent.rollupsOf(ann, checkout);
    recent.ownerChanged(ann);
    const afterTheChange = recent.rollupsOf(ann, checkout);
    expect(source.reads).toHaveLength(2);

    source.read(0).answer(rollupsNumbered(1));
    source.read(1).answer(rollupsNumbered(2));
    expect((await waiting)?.maxCases).toBe(1);
    expect((await afterTheChange)?.maxCases).toBe(2);
    expect((await recent.rollupsOf(ann, checkout))?.maxCases).toBe(2);
    expect(source.reads).toHaveLength(2);
  });

  it('keeps no failed read: those waiting are told, and the next request reads again', async () => {
    const { source, recent } = setUp();
    const waiting = recent.rollupsOf(ann, checkout);
    source.read(0).fail(new Error('the database went away'));
    await expect(waiting).rejects.toThrow('the database went away');

    const retry = recent.rollupsOf(ann, checkout);
    source.read(1).answer(rollupsNumbered(1));
    expect((await retry)?.maxCases).toBe(1);
  });

  it('with a time to live of 0, shares only the reads still in flight', async () => {
    const { source, recent } = setUp(0);
    const first = recent.rollupsOf(ann, checkout);
    const second = recent.rollupsOf(ann, checkout);
    expect(source.reads).toHaveLength(1);
    source.read(0).answer(rollupsNumbered(1));
    await Promise.all([first, second]);

    const next = recent.rollupsOf(ann, checkout);
    expect(source.reads).toHaveLength(2);
    source.read(1).answer(rollupsNumbered(2));
    expect((await next)?.maxCases).toBe(2);
  });
});
