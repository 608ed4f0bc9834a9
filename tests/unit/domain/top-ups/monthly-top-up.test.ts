import { describe, expect, it } from 'vitest';
import type { UserId } from '../../../../domain/shared/ids';
import {
  parseTopUpMonth,
  previousTopUpMonth,
  topUpMonthRefusal,
  topUpAmount,
  topUpMonthOf,
  topUpReference,
  type TopUpMonth,
} from '../../../../domain/top-ups/monthly-top-up';

describe('the monthly top-up', () => {
  it.each<[string, number, number, number]>([
    ['SPEC §1: 150 against a level of 200 gains 50', 150, 200, 50],
    ['an empty account gains the whole level', 0, 1000, 1000],
    ['an account at the level gains nothing', 1000, 1000, 0],
    ['an account above the level gains nothing', 1500, 1000, 0],
  ])('%s', (_name, balance, level, expected) => {
    expect(topUpAmount(balance, level)).toBe(expected);
  });

  it.each([
    ['the last moment of a month', '2026-11-30T23:59:59.999Z', '2026-11'],
    ['the first moment of a month', '2026-12-01T00:00:00.000Z', '2026-12'],
    ['a January', '2027-01-15T12:00:00.000Z', '2027-01'],
  ])('counts %s in its UTC month', (_name, moment, month) => {
    expect(topUpMonthOf(new Date(moment))).toBe(month);
  });

  it.each([
    ['2026-11', '2026-11'],
    ['2026-1', null],
    ['2026-13', null],
    ['2026-00', null],
    ['November', null],
  ])('reads the month %j', (text, expected) => {
    expect(parseTopUpMonth(text)).toBe(expected);
  });

  it('names one top-up per account and month', () => {
    const ann = 'ann' as UserId;
    expect(topUpReference('2026-11' as TopUpMonth, ann)).toBe('topup:2026-11:ann');
    expect(topUpReference('2026-12' as TopUpMonth, ann)).not.toBe(topUpReference('2026-11' as TopUpMonth, ann));
  });

  it.each([
    ['2026-11', '2026-10'],
    ['2027-01', '2026-12'],
  ])('finds the month before %s', (month, expected) => {
    expect(previousTopUpMonth(month as TopUpMonth)).toBe(expected);
  });

  describe('the months an operator may top up for', () => {
    const now = new Date('2027-01-31T23:59:59.999Z');
    it.each<[string, boolean, string | null]>([
      ['2027-01', false, null],
      ['2026-12', false, null],
      ['2026-11', false, 'older-than-previous'],
      ['2025-01', false, 'older-than-previous'],
      ['2026-11', true, null],
      ['2027-02', false, 'future'],
      ['2027-02', true, 'future'],
      ['2028-01', true, 'future'],
    ])('%s (forced: %s) is refused as %j', (month, force, expected) => {
      expect(topUpMonthRefusal(month as TopUpMonth, now, force)).toBe(expected);
    });
  });
});
