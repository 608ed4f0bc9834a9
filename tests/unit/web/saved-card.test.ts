import { describe, expect, it } from 'vitest';
import { cardBrandName, cardHasExpired, describeCard } from '../../../web/app/features/payment-card/saved-card';

describe('how a saved card is described', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['jcb', 'JCB'],
    ['unionpay', 'UnionPay'],
    ['link_card', 'Link card'],
    ['', 'Card'],
  ])('writes the brand %j as %j', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });

  it('names the brand, the last four digits and the expiry with a two-digit month', () => {
    expect(describeCard({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 })).toBe(
      'Visa ending 4242, expires 12/2029',
    );
    expect(describeCard({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2027 })).toBe(
      'Mastercard ending 4444, expires 03/2027',
    );
  });

  it.each([
    ['during its expiry month', 6, 2026, false],
    ['after its expiry month', 5, 2026, true],
    ['in an earlier year', 12, 2025, true],
    ['in a later year', 1, 2027, false],
  ])('a card is expired %s: %i/%i → %s', (_when, expMonth, expYear, expired) => {
    const now = new Date('2026-06-30T23:59:00Z');
    expect(cardHasExpired({ brand: 'visa', last4: '4242', expMonth, expYear }, now)).toBe(expired);
  });
});
