import { describe, expect, it } from 'vitest';
import { makeCreateUserFeedback } from '../../../application/feedback/create-user-feedback';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId } from '../../../domain/shared/ids';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryFeedbackRepository } from '../../support/fakes/in-memory-feedback-repository';
import { InMemoryRateLimiter } from '../../support/fakes/in-memory-rate-limiter';
import { SequentialIdGenerator, sequentialUuid } from '../../support/fakes/sequential-id-generator';

const viewer = (userId: string): Viewer => ({ userId: userId as UserId, via: 'access-token' });
const alice = viewer('00000000-0000-4000-8000-00000000a11c');
const bob = viewer('00000000-0000-4000-8000-000000000b0b');

function setUp() {
  const feedback = new InMemoryFeedbackRepository();
  const clock = new FixedClock(new Date('2026-03-02T09:00:00.000Z'));
  const create = makeCreateUserFeedback({
    feedback,
    limiter: new InMemoryRateLimiter(),
    clock,
    ids: new SequentialIdGenerator(),
    limit: { attempts: 2, windowSeconds: 3600 },
  });
  return { feedback, clock, create };
}

describe('creating user feedback', () => {
  it('keeps the trimmed comment and the rating with the user and the time', async () => {
    const { feedback, create } = setUp();
    const result = await create(alice, { comment: ' Great tool ', rating: 'good' });
    const expected = {
      id: sequentialUuid(1),
      userId: alice.userId,
      comment: 'Great tool',
      rating: 'good',
      createdAt: new Date('2026-03-02T09:00:00.000Z'),
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(feedback.rows).toEqual([expected]);
  });

  it('refuses what the rule refuses, writing nothing and leaving the limit untouched', async () => {
    const { feedback, create } = setUp();
    expect(await create(alice, { comment: '   ', rating: 'good' })).toEqual({
      ok: false,
      error: { kind: 'InvalidFeedback', field: 'comment', problem: 'missing' },
    });
    expect(await create(alice, { comment: 'x'.repeat(256), rating: 'good' })).toEqual({
      ok: false,
      error: { kind: 'InvalidFeedback', field: 'comment', problem: 'too-long' },
    });
    expect(await create(alice, { comment: 'Hi', rating: null })).toEqual({
      ok: false,
      error: { kind: 'InvalidFeedback', field: 'rating', problem: 'missing' },
    });
    expect(feedback.rows).toEqual([]);
    expect((await create(alice, { comment: 'One', rating: 'poor' })).ok).toBe(true);
    expect((await create(alice, { comment: 'Two', rating: 'poor' })).ok).toBe(true);
  });

  it('stops one account at its limit until its last hour allows one more, without holding up others', async () => {
    const { feedback, clock, create } = setUp();
    await create(alice, { comment: 'One', rating: 'good' });
    await create(alice, { comment: 'Two', rating: 'good' });
    clock.advance(15 * 60 * 1000);
    // Three attempts this hour at a limit of two: one more once two thirds of them slid out, 40 minutes into the next.
    expect(await create(alice, { comment: 'Three', rating: 'good' })).toEqual({
      ok: false,
      error: { kind: 'RateLimited', retryAfterSeconds: 85 * 60 },
    });
    expect((await create(bob, { comment: 'Mine', rating: 'satisfactory' })).ok).toBe(true);
    clock.advance(85 * 60 * 1000);
    expect((await create(alice, { comment: 'Three', rating: 'good' })).ok).toBe(true);
    expect(feedback.rows.map((row) => row.comment)).toEqual(['One', 'Two', 'Mine', 'Three']);
  });
});
