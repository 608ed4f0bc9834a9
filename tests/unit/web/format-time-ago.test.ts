import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from '../../../web/app/format/format-time-ago';

describe('how long ago, in words', () => {
  // Built from local parts, so the date holds in any time zone the tests run in.
  const now = new Date(2025, 5, 20, 12, 0);
  const before = (ms: number): Date => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    ['a moment', before(20_000), 'just now'],
    ['a moment ahead (a slow clock)', before(-5 * minute), 'just now'],
    ['one minute', before(minute), '1 minute ago'],
    ['59 minutes, rounded down', before(59 * minute + 59_000), '59 minutes ago'],
    ['one hour', before(hour), '1 hour ago'],
    ['2 hours and a half', before(2.5 * hour), '2 hours ago'],
    ['one day', before(day), '1 day ago'],
    ['six days', before(6 * day + 23 * hour), '6 days ago'],
    ['a week: the date instead', before(7 * day), '13/06/2025'],
    ['long ago', new Date(2024, 0, 2, 8, 0), '02/01/2024'],
  ])('%s', (_name, then, expected) => {
    expect(formatTimeAgo(then, now)).toBe(expected);
  });
});
