import { describe, expect, it } from 'vitest';
import { cardExpiresAt, cardExpiryProblem, isCardNearingExpiry } from '../../../domain/payments/saved-card';

const card = (expMonth: number, expYear: number) => ({
  paymentMethodId: 'pm_1',
  brand: 'visa',
  last4: '4242',
  expMonth,
  expYear,
});

describe('a saved card', () => {
  it('works until the last moment of its expiry month', () => {
    expect(cardExpiresAt({ expMonth: 2, expYear: 2028 }).toISOString()).toBe('2028-02-29T23:59:59.999Z');
    expect(cardExpiresAt({ expMonth: 12, expYear: 2026 }).toISOString()).toBe('2026-12-31T23:59:59.999Z');
  });

  it.each<[string, Date, ReturnType<typeof card>, boolean]>([
    ['expires at the end of this month', new Date('2026-11-21T12:00:00Z'), card(11, 2026), true],
    ['expires exactly 30 days on', new Date('2026-12-01T23:59:59.999Z'), card(12, 2026), true],
    ['expires a moment more than 30 days on', new Date('2026-12-01T23:59:59.998Z'), card(12, 2026), false],
    ['expired last month', new Date('2026-11-21T12:00:00Z'), card(10, 2026), true],
    ['expires in three years', new Date('2026-11-21T12:00:00Z'), card(11, 2029), false],
  ])('is nearing expiry when it %s: %s', (_name, now, saved, nearing) => {
    expect(isCardNearingExpiry(saved, now)).toBe(nearing);
  });

  it('without a card, nothing is nearing expiry', () => {
    expect(isCardNearingExpiry(null, new Date())).toBe(false);
  });

  it.each<[number, number, string | null]>([
    [1, 2027, null],
    [12, 2100, null],
    [0, 2027, 'The expiry month must be from 1 to 12'],
    [13, 2027, 'The expiry month must be from 1 to 12'],
    [1.5, 2027, 'The expiry month must be from 1 to 12'],
    [6, 27, 'The expiry year must be a four-digit year'],
  ])('checks an expiry of %i/%i', (month, year, problem) => {
    expect(cardExpiryProblem(month, year)).toBe(problem);
  });
});
