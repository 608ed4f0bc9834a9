import { describe, expect, it } from 'vitest';
import type { GoalId } from '../../../../domain/ab-tests/goal';
import { newTest, testPeriod, type NewTestInput } from '../../../../domain/ab-tests/test';
import type { PageId, TestId, UserId } from '../../../../domain/shared/ids';

const now = new Date('2026-03-01T09:30:00Z');

const input: NewTestInput = {
  id: 'test-1' as TestId,
  userId: 'user-1' as UserId,
  pageId: 'page-1' as PageId,
  name: 'Headline',
  description: 'A shorter headline',
  goalId: 1 as GoalId,
  startDate: new Date('2026-03-02T00:00:00Z'),
  endDate: new Date('2026-04-02T00:00:00Z'),
  maxCases: 5000,
  targetDevices: ['DESKTOPS', 'MOBILES', 'DESKTOPS'],
  now,
};

describe('a test period', () => {
  it('ends after it starts', () => {
    expect(testPeriod(input.startDate, input.endDate)).toEqual({
      ok: true,
      value: { startDate: input.startDate, endDate: input.endDate },
    });
  });

  it.each([
    ['an end before the start', new Date('2026-03-01T00:00:00Z')],
    ['an end at the start', new Date('2026-03-02T00:00:00Z')],
  ])('refuses %s', (_name, endDate) => {
    expect(testPeriod(input.startDate, endDate)).toEqual({ ok: false, error: { kind: 'EndBeforeStart' } });
  });
});

describe('a new test', () => {
  it('is inactive, has no sessions yet, and targets each device once', () => {
    expect(newTest(input)).toEqual({
      ok: true,
      value: {
        id: input.id,
        userId: input.userId,
        pageId: input.pageId,
        name: 'Headline',
        description: 'A shorter headline',
        active: false,
        goalId: input.goalId,
        startDate: input.startDate,
        endDate: input.endDate,
        maxCases: 5000,
        // Not chosen: the planner's default, +10%.
        minimumLiftPercent: 10,
        // Not chosen: stop and tell me, so a decided test charges nothing more.
        whenDecided: 'stop',
        targetDevices: ['MOBILES', 'DESKTOPS'],
        testSessionsCount: 0,
        createdAt: now,
        lastModified: now,
      },
    });
  });

  it('targets every device when none is chosen', () => {
    const created = newTest({ ...input, targetDevices: [] });
    expect(created.ok && created.value.targetDevices).toEqual([]);
  });

  it('is refused when it would end before it starts', () => {
    expect(newTest({ ...input, endDate: input.startDate })).toEqual({ ok: false, error: { kind: 'EndBeforeStart' } });
  });

  it.each([
    ['an end already past', new Date('2026-02-15T00:00:00Z')],
    ['an end right now', now],
  ])('is refused with %s: it could never take a visitor', (_name, endDate) => {
    const startDate = new Date('2026-02-01T00:00:00Z');
    expect(newTest({ ...input, startDate, endDate })).toEqual({ ok: false, error: { kind: 'EndInPast' } });
  });

  it('may have started in the past, as long as it ends in the future', () => {
    const created = newTest({ ...input, startDate: new Date('2026-02-01T00:00:00Z') });
    expect(created.ok).toBe(true);
  });
});
