import { describe, expect, it } from 'vitest';
import {
  cappedOrderValue,
  maxOrderValueMessages,
  maxOrderValueProblem,
} from '../../../../domain/websites/max-order-value-rules';

describe("a website's maximum order value", () => {
  it.each([
    ['a whole amount', 50_000, null],
    ['the smallest, 1', 1, null],
    ['the largest the protocol carries', 1_000_000_000, null],
    ['0, which would count every order as nothing', 0, 'notPositive'],
    ['a negative amount', -500, 'notPositive'],
    ['an amount with a fraction', 499.5, 'notWhole'],
    ['more than the protocol carries', 1_000_000_001, 'tooLarge'],
  ] as const)('takes or refuses %s', (_name, value, problem) => {
    expect(maxOrderValueProblem(value)).toBe(problem);
  });

  it('names the problem in words the owner can act on', () => {
    expect(maxOrderValueMessages.notWhole).toMatch(/whole number/);
    expect(maxOrderValueMessages.notPositive).toMatch(/more than 0/);
    expect(maxOrderValueMessages.tooLarge).toMatch(/1,000,000,000/);
  });

  it.each([
    ['below the maximum: as sent', 2_000, 5_000, 2_000],
    ['above it: the maximum', 750_000, 5_000, 5_000],
    ['without a maximum: as sent', 750_000, null, 750_000],
  ])('counts an order %s', (_name, amount, max, counted) => {
    expect(cappedOrderValue(amount, max)).toBe(counted);
  });
});
