import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../web/app/format/format-count';
import { formatPence, formatSignedPence } from '../../../web/app/format/format-money';

// The formatters are written out (no Intl on public pages); they must say exactly what Intl says for en-GB.
const intlCount = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const intlPounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const intlSignedPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

const wholeNumbers = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 1234567, 987654321,
  2147483647,
];
// Negative zero is left out: Intl writes it "-0", the site never has it.
const withNegatives = (values: number[]): number[] => values.flatMap((value) => (value === 0 ? [0] : [value, -value]));
const pence = withNegatives([...wholeNumbers, 5, 50, 105, 150, 1050, 123456, 500000, 100000000]);

describe('counts and money, as the site writes them', () => {
  it.each(withNegatives(wholeNumbers.flatMap((value) => (value === 0 ? [0] : [value, value + 0.4, value + 0.5]))))(
    'counts %d',
    (value) => {
      expect(formatCount(value)).toBe(intlCount.format(value));
    },
  );

  it.each(pence)('writes %d pence as pounds', (value) => {
    expect(formatPence(value)).toBe(intlPounds.format(value / 100));
  });

  it.each(pence)('writes a change of %d pence with its sign', (value) => {
    expect(formatSignedPence(value)).toBe(intlSignedPounds.format(value / 100));
  });

  it('writes the examples the product shows', () => {
    expect(formatCount(1000)).toBe('1,000');
    expect(formatPence(5000)).toBe('£50.00');
    expect(formatSignedPence(150)).toBe('+£1.50');
    expect(formatSignedPence(-1000)).toBe('-£10.00');
    expect(formatSignedPence(0)).toBe('£0.00');
  });
});
