import { describe, expect, it } from 'vitest';
import {
  addsUpToHundred,
  checkedAllocations,
  evenSplit,
  rebalanceAround,
  shareProportionally,
} from '../../../../domain/ab-tests/traffic-allocation';

describe('traffic allocation', () => {
  it.each<[string, number[], boolean]>([
    ['one at 100', [100], true],
    ['a split', [50, 30, 20], true],
    ['short of 100', [50, 40], false],
    ['over 100', [60, 50], false],
    ['a negative share', [110, -10], false],
    ['a fraction', [50.5, 49.5], false],
  ])('adds up to 100: %s', (_name, allocations, expected) => {
    expect(addsUpToHundred(allocations)).toBe(expected);
  });

  it('keeps allocations that add up, and says what the others add up to', () => {
    expect(checkedAllocations([50, 30, 20])).toEqual({ ok: true, value: [50, 30, 20] });
    expect(checkedAllocations([50, 40])).toEqual({ ok: false, error: { kind: 'AllocationsMustAddUp', total: 90 } });
    expect(checkedAllocations([110, -10])).toEqual({ ok: false, error: { kind: 'AllocationsMustAddUp', total: 100 } });
  });

  it.each<[number, number[]]>([
    [1, [100]],
    [2, [50, 50]],
    [3, [34, 33, 33]],
    [6, [17, 17, 17, 17, 16, 16]],
    [0, []],
  ])('splits evenly over %i variants, control first', (count, expected) => {
    expect(evenSplit(count)).toEqual(expected);
  });

  it.each<[string, number, number[], number[]]>([
    ['in proportion', 50, [34, 33], [25, 25]],
    ['evenly when all are zero', 10, [0, 0, 0], [4, 3, 3]],
    ['all to the only one', 70, [0], [70]],
    ['keeping whole numbers that add up', 100, [1, 1, 1], [34, 33, 33]],
  ])('shares an amount %s', (_name, amount, weights, expected) => {
    expect(shareProportionally(amount, weights)).toEqual(expected);
  });

  it('rebalances the others around a changed share, keeping 100', () => {
    expect(rebalanceAround([34, 33, 33], 1, 50)).toEqual([25, 50, 25]);
    expect(rebalanceAround([50, 50], 0, 100)).toEqual([100, 0]);
    expect(rebalanceAround([100, 0, 0], 2, 40)).toEqual([60, 0, 40]);
  });
});
