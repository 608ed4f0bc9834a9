import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../web/app/format/format-count';
import { formatDate, formatDateTime, formatTime } from '../../../web/app/format/format-date-time';

describe('dates and times (SPEC §9)', () => {
  // Built from local parts, so the expectations hold in any time zone the tests run in.
  const morning = new Date(2025, 0, 5, 9, 7);
  const evening = new Date(2025, 11, 31, 23, 59);

  it('writes dates as dd/mm/yyyy', () => {
    expect(formatDate(morning)).toBe('05/01/2025');
    expect(formatDate(evening)).toBe('31/12/2025');
  });

  it('writes times on the 24-hour clock as hh:mm', () => {
    expect(formatTime(morning)).toBe('09:07');
    expect(formatTime(evening)).toBe('23:59');
  });

  it('writes a moment as the date then the time', () => {
    expect(formatDateTime(evening)).toBe('31/12/2025 23:59');
  });
});

describe('counts', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
  ])('%d is written %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });
});
