import { describe, expect, it } from 'vitest';
import { moneyAmount } from '../../../domain/tracking/money-text';

describe('an order total read from a thank-you page', () => {
  it.each([
    ['£1,234.56', 123456],
    ['1.234,56 €', 123456],
    ['$12', 1200],
    ['€ 12,50', 1250],
    ['12,5 €', 1250],
    ['£0.99', 99],
    ['1 234,56 kr', 123456],
    ['1\u00a0234,56\u00a0€', 123456],
    ['1\u202f234,56 €', 123456],
    ["CHF 1'234.50", 123450],
    ['£1,234,567.89', 123456789],
    ['1.234.567,89 €', 123456789],
    ['Total: £45.00 GBP', 4500],
    ['\n    £\n    99.95\n  ', 9995],
    ['1,234', 123400],
    ['1.234', 123400],
    ['12.', 1200],
  ])('%j is %d minor units', (text, minor) => {
    expect(moneyAmount(text, 2)).toBe(minor);
  });

  it('takes the amount next to a currency sign over other numbers on the line', () => {
    expect(moneyAmount('Order #10234 (3 items): £24.00', 2)).toBe(2400);
    expect(moneyAmount('3 items, 24,00 € in total', 2)).toBe(2400);
  });

  it('reads currencies without decimals in whole units', () => {
    expect(moneyAmount('¥1,234', 0)).toBe(1234);
    expect(moneyAmount('¥ 12 345', 0)).toBe(12345);
  });

  it('finds nothing in text without an amount', () => {
    expect(moneyAmount('', 2)).toBeNull();
    expect(moneyAmount('Free', 2)).toBeNull();
    expect(moneyAmount('£', 2)).toBeNull();
  });
});
