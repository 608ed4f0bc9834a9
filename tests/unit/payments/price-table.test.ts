import { describe, expect, it } from 'vitest';
import { defaultPriceTable, priceTableProblem, quote, type PriceTable } from '../../../domain/payments/price-table';

const amount = (sessions: number, table: PriceTable = defaultPriceTable): number | null => {
  const result = quote(table, sessions);
  return result.ok ? result.value.amountMinor : null;
};

describe('quote', () => {
  it('prices the first band at its rate: 1,000 sessions for £5.00, 10,000 for £50.00', () => {
    expect(amount(1_000)).toBe(500);
    expect(amount(10_000)).toBe(5_000);
  });

  it('prices each band at its own rate, so the rate falls with volume without a cliff', () => {
    // 10,000 at £5 per 1,000, then 1 at £4 per 1,000 (0.4p): £50.004, rounded to £50.00.
    expect(amount(10_001)).toBe(5_000);
    // 10,000 × £5 + 90,000 × £4 + 50,000 × £3 per 1,000.
    expect(amount(150_000)).toBe(5_000 + 36_000 + 15_000);
    expect(amount(1_000_000)).toBe(5_000 + 36_000 + 270_000);
  });

  it('never charges less for more sessions', () => {
    let previous = 0;
    for (let sessions = 1_000; sessions <= 120_000; sessions += 997) {
      const price = amount(sessions) ?? Number.NaN;
      expect(price).toBeGreaterThanOrEqual(previous);
      previous = price;
    }
  });

  it('rounds to the nearest penny once, half up', () => {
    const table: PriceTable = { ...defaultPriceTable, minimumSessions: 1, tiers: [{ upTo: null, pencePer1000: 5 }] };
    expect(amount(100, table)).toBe(1); // 0.5p
    expect(amount(99, table)).toBe(0); // 0.495p
    expect(amount(300, table)).toBe(2); // 1.5p
  });

  it('names the price version and currency the quote was made with', () => {
    expect(quote(defaultPriceTable, 2_500)).toEqual({
      ok: true,
      value: { sessions: 2_500, amountMinor: 1_250, currency: 'GBP', priceVersion: '2026-11' },
    });
  });

  it('refuses counts outside the limits or not whole, naming the limits', () => {
    const limits = { minimum: 1_000, maximum: 1_000_000 };
    expect(quote(defaultPriceTable, 999)).toEqual({ ok: false, error: { kind: 'BelowMinimumPurchase', ...limits } });
    expect(quote(defaultPriceTable, 1_000_001)).toEqual({
      ok: false,
      error: { kind: 'AboveMaximumPurchase', ...limits },
    });
    for (const sessions of [1_500.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(quote(defaultPriceTable, sessions)).toEqual({ ok: false, error: { kind: 'NotWholeSessions', ...limits } });
    }
  });
});

describe('priceTableProblem', () => {
  it('accepts the default table', () => {
    expect(priceTableProblem(defaultPriceTable)).toBeNull();
  });

  it.each([
    [{ tiers: [] }, 'there must be at least one price tier'],
    [{ tiers: [{ upTo: 10, pencePer1000: 5 }] }, 'the last tier must have no upper bound (upTo null)'],
    [
      {
        tiers: [
          { upTo: 10, pencePer1000: 5 },
          { upTo: 5, pencePer1000: 4 },
          { upTo: null, pencePer1000: 3 },
        ],
      },
      'tier 2: upTo must be a whole number above the tier before',
    ],
    [{ tiers: [{ upTo: null, pencePer1000: 0.5 }] }, 'tier 1: the price per 1,000 must be whole pence ≥ 1'],
    [{ minimumSessions: 0 }, 'the minimum must be a whole number ≥ 1'],
    [{ maximumSessions: 10 }, 'the maximum must be a whole number at least the minimum'],
  ])('refuses %j: %s', (change, problem) => {
    expect(priceTableProblem({ ...defaultPriceTable, ...change } as PriceTable)).toBe(problem);
  });
});
