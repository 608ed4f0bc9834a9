import { describe, expect, it } from 'vitest';
import { applyEvents, emptySummary, isEngaged } from '../../../domain/tracking/session-summary';
import { bucketMidpointMs, bucketOf } from '../../../domain/tracking/time-histogram';
import { combineChanges, rollupChange } from '../../../domain/tracking/variant-rollup';

describe('applyEvents', () => {
  it('counts clicks of every kind, adds up times and keeps the deepest scroll', () => {
    const summary = applyEvents(emptySummary, [
      { k: 'click', at: 1 },
      { k: 'button_click', at: 2 },
      { k: 'form_click', at: 3 },
      { k: 'button_hover', at: 4 },
      { k: 'form_hover', at: 5 },
      { k: 'form_submit', at: 6 },
      { k: 'form_time', at: 7, v: 1500 },
      { k: 'scroll', at: 8, v: 60 },
      { k: 'scroll', at: 9, v: 40 },
      { k: 'time', at: 10, v: 4000 },
      { k: 'time', at: 11, v: 3000 },
      { k: 'leave', at: 12 },
    ]);
    expect(summary).toEqual({
      clicks: 3,
      buttonClicks: 1,
      buttonHovers: 1,
      formClicks: 1,
      formHovers: 1,
      formSubmits: 1,
      formTimeMs: 1500,
      maxScrollPct: 60,
      timeOnPageMs: 7000,
    });
  });
});

describe('isEngaged (GA4)', () => {
  it.each([
    ['nothing happened', {}, false],
    ['9.9 s on the page', { timeOnPageMs: 9_900 }, false],
    ['10 s on the page', { timeOnPageMs: 10_000 }, true],
    ['a click', { clicks: 1 }, true],
    ['a form submission', { formSubmits: 1 }, true],
    ['only hovers and scrolling', { buttonHovers: 3, maxScrollPct: 90 }, false],
  ])('%s', (_name, change, expected) => {
    expect(isEngaged({ ...emptySummary, ...change })).toBe(expected);
  });
});

describe('rollups', () => {
  it('adds a new session to sessions and the first histogram bucket', () => {
    const change = rollupChange(null, emptySummary);
    expect(change.totals).toEqual([{ metric: 'sessions', total: 1, squares: 1 }]);
    expect(change.histograms).toEqual([
      { metric: 'time_on_page_ms', bucket: 0, sessions: 1 },
      { metric: 'form_time_ms', bucket: 0, sessions: 1 },
    ]);
  });

  it('moves totals, squares and buckets by the difference when a session changes', () => {
    const before = { ...emptySummary, clicks: 2 };
    const after = { ...emptySummary, clicks: 3, timeOnPageMs: 12_000 };
    const change = rollupChange(before, after);
    expect(change.totals).toEqual([
      { metric: 'clicks', total: 1, squares: 9 - 4 },
      { metric: 'time_on_page_ms', total: 12_000, squares: 144_000_000 },
    ]);
    expect(change.histograms).toEqual([
      { metric: 'time_on_page_ms', bucket: 0, sessions: -1 },
      { metric: 'time_on_page_ms', bucket: bucketOf(12_000), sessions: 1 },
    ]);
  });

  it('combines changes per metric and drops what cancels out', () => {
    const a = rollupChange(null, emptySummary);
    const b = rollupChange(emptySummary, { ...emptySummary, timeOnPageMs: 500 });
    const combined = combineChanges([a, b]);
    expect(combined.totals).toEqual([
      { metric: 'sessions', total: 1, squares: 1 },
      { metric: 'time_on_page_ms', total: 500, squares: 250_000 },
    ]);
    expect(combined.histograms).toEqual([
      { metric: 'form_time_ms', bucket: 0, sessions: 1 },
      { metric: 'time_on_page_ms', bucket: bucketOf(500), sessions: 1 },
    ]);
  });
});

describe('time histogram', () => {
  it.each([50, 120, 1_000, 9_999, 60_000, 3_600_000])('reads %i ms back within 6%%', (ms) => {
    expect(Math.abs(bucketMidpointMs(bucketOf(ms)) - ms) / ms).toBeLessThan(0.06);
  });
});
