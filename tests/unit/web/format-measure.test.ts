import { describe, expect, it } from 'vitest';
import {
  formatAverage,
  formatChance,
  formatLift,
  formatPercent,
  formatPValue,
  formatRate,
  formatSeconds,
} from '../../../web/app/format/format-measure';

describe('results figures', () => {
  it('writes averages with two decimals and shares as percentages', () => {
    expect(formatAverage(1.5)).toBe('1.50');
    expect(formatAverage(1234.567)).toBe('1,234.57');
    expect(formatRate(0.256)).toBe('25.6%');
    expect(formatPercent(62.35)).toBe('62.4%');
  });

  it('signs lifts, with a true minus', () => {
    expect(formatLift(0.123)).toBe('+12.3%');
    expect(formatLift(-0.05)).toBe('−5.0%');
    expect(formatLift(0)).toBe('0.0%');
  });

  it('rounds chances down and never shows 100%', () => {
    expect(formatChance(0.9799)).toBe('97%');
    expect(formatChance(0.994)).toBe('99%');
    expect(formatChance(0.995)).toBe('over 99%');
    expect(formatChance(1)).toBe('over 99%');
  });

  it('writes durations in seconds, then minutes and seconds', () => {
    expect(formatSeconds(4.25)).toBe('4.3 s');
    expect(formatSeconds(65)).toBe('1 min 5 s');
  });

  it('writes small p-values as a bound', () => {
    expect(formatPValue(0.0004)).toBe('p < 0.001');
    expect(formatPValue(0.0123)).toBe('p = 0.012');
  });
});
