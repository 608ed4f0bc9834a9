import { describe, expect, it } from 'vitest';
import { comingRawEventDays, rawEventDayOf, firstKeptRawEventDay } from '../../../domain/tracking/raw-event-days';

describe('the days raw events are kept by', () => {
  it('puts a batch on the UTC day it arrived, whatever the time zone of the server', () => {
    expect(rawEventDayOf(new Date('2026-03-29T23:59:59.999Z'))).toBe('2026-03-29');
    expect(rawEventDayOf(new Date('2026-03-30T00:30:00+02:00'))).toBe('2026-03-29');
    expect(rawEventDayOf(new Date('2026-03-30T00:00:00Z'))).toBe('2026-03-30');
  });

  it('prepares today and the days ahead, across a month and a year', () => {
    expect(comingRawEventDays(new Date('2026-12-30T22:00:00Z'), 3)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(comingRawEventDays(new Date('2028-02-28T00:00:00Z'), 1)).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('keeps the day the retention period began on, so a batch goes at least that long after it arrived', () => {
    expect(firstKeptRawEventDay(new Date('2026-11-25T06:00:00Z'), 30)).toBe('2026-10-26');
    expect(firstKeptRawEventDay(new Date('2026-11-25T00:00:00Z'), 30)).toBe('2026-10-26');
    expect(firstKeptRawEventDay(new Date('2026-11-24T23:59:59.999Z'), 30)).toBe('2026-10-25');
    expect(firstKeptRawEventDay(new Date('2026-03-01T12:00:00Z'), 1)).toBe('2026-02-28');
  });
});
