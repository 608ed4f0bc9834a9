import { describe, expect, it } from 'vitest';
import { averageDailySessions, testDailySessions } from '../../../domain/statistics/recent-traffic';

const now = new Date('2025-06-29T12:00:00Z');
const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);

describe('averageDailySessions', () => {
  it.each([
    ['a page with four weeks of history divides by 28', 2_800, daysAgo(28), 100],
    ['a page whose first session was 3 days ago divides by 3', 300, daysAgo(3), 100],
    ['half a day of history counts as a whole day, not as a burst', 50, daysAgo(0.5), 50],
    ['a quiet page gives a fraction', 7, daysAgo(28), 0.25],
  ])('%s', (_name, sessions, firstStartedAt, perDay) => {
    expect(averageDailySessions({ sessions, firstStartedAt }, now)).toBeCloseTo(perDay, 12);
  });

  it('never divides by more than the window, whatever the first session says', () => {
    expect(averageDailySessions({ sessions: 280, firstStartedAt: daysAgo(40) }, now)).toBeCloseTo(10, 12);
  });

  it('does not know the traffic of a page without sessions', () => {
    expect(averageDailySessions({ sessions: 0, firstStartedAt: null }, now)).toBeNull();
  });
});

describe('testDailySessions', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('averages the sessions since the earliest day of the last week it has a copy of', () => {
    // At the end of 20 November (the 21st at 00:00) 1,000 sessions; 4.5 days later 1,900: 200 a day.
    const daily = testDailySessions({
      sessionsNow: 1_900,
      snapshots: [
        { day: '2026-11-10', sessions: 100 },
        { day: '2026-11-20', sessions: 1_000 },
        { day: '2026-11-24', sessions: 1_800 },
      ],
      startDate: new Date('2026-11-01T00:00:00Z'),
      now,
    });
    expect(daily).toBeCloseTo(200, 9);
  });

  it('falls back on every session since the start without a copy in the last week, and on nothing without sessions', () => {
    const start = new Date('2026-11-15T12:00:00Z');
    expect(testDailySessions({ sessionsNow: 500, snapshots: [], startDate: start, now })).toBeCloseTo(50, 9);
    expect(testDailySessions({ sessionsNow: 5, snapshots: [], startDate: now, now })).toBe(5);
    expect(testDailySessions({ sessionsNow: 0, snapshots: [], startDate: start, now })).toBeNull();
  });
});
