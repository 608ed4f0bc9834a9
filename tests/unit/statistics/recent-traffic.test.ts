import { describe, expect, it } from 'vitest';
import { averageDailySessions } from '../../../domain/statistics/recent-traffic';

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
