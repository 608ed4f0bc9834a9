import { describe, expect, it } from 'vitest';
import {
  addShare,
  apportion,
  clampShare,
  evenSplit,
  removeShare,
  setShare,
  sumOfShares,
} from '../../../web/app/features/tests/traffic-split';

describe('the traffic split (control first, whole percentages, always 100 in total)', () => {
  it.each([
    ['one variant alone takes everything', 1, [100]],
    ['two share evenly', 2, [50, 50]],
    ['three: the control takes the odd point', 3, [34, 33, 33]],
    ['six: the first four take the odd points', 6, [17, 17, 17, 17, 16, 16]],
    ['seven', 7, [15, 15, 14, 14, 14, 14, 14]],
  ] as const)('even split: %s', (_name, count, expected) => {
    expect(evenSplit(count)).toEqual(expected);
  });

  it.each([
    ['others keep their ratio', [50, 30, 20], 0, 60, [60, 24, 16]],
    ['rounding still adds up to 100', [34, 33, 33], 1, 50, [25, 50, 25]],
    ['thirds of an odd rest round to exactly 100', [25, 25, 25, 25], 0, 1, [1, 33, 33, 33]],
    ['a slider at 100 sets the rest to 0', [40, 30, 30], 2, 100, [0, 0, 100]],
    ['a slider at 0 gives its share to the others in proportion', [50, 25, 25], 0, 0, [0, 50, 50]],
    ['others that all had 0 share the rest evenly', [100, 0, 0], 0, 40, [40, 30, 30]],
    ['from 100 down, the rest goes evenly to the zeros', [0, 0, 100], 2, 0, [50, 50, 0]],
    ['a value over 100 counts as 100', [50, 50], 1, 140, [0, 100]],
    ['a negative value counts as 0', [50, 50], 1, -5, [100, 0]],
    ['a fraction is rounded to a whole percentage', [50, 50], 0, 33.6, [34, 66]],
    ['the control alone always keeps 100', [100], 0, 30, [100]],
    ['an index outside the split changes nothing', [60, 40], 5, 10, [60, 40]],
  ] as const)('setting one share: %s', (_name, split, index, value, expected) => {
    const result = setShare(split, index, value);
    expect(result).toEqual(expected);
    expect(sumOfShares(result)).toBe(100);
  });

  it('adds up to exactly 100 for every value of every slider of awkward splits', () => {
    const splits = [
      [33, 33, 34],
      [1, 1, 98],
      [17, 17, 17, 17, 16, 16],
      [0, 0, 0, 100],
      [99, 1],
      [14, 14, 14, 14, 14, 15, 15],
    ];
    for (const split of splits) {
      for (let index = 0; index < split.length; index += 1) {
        for (let value = 0; value <= 100; value += 1) {
          const result = setShare(split, index, value);
          expect(sumOfShares(result)).toBe(100);
          expect(result[index]).toBe(value);
          expect(result.every((share) => Number.isInteger(share) && share >= 0 && share <= 100)).toBe(true);
        }
      }
    }
  });

  it.each([
    ['the first variant halves the control', [100], [50, 50]],
    ['adding to an even split keeps it even', [50, 50], [34, 33, 33]],
    ['the newcomer gets an even share, the others keep their ratio', [70, 30], [47, 20, 33]],
    ['the newcomer of a zero-control split', [0, 100], [0, 67, 33]],
    ['an empty split starts with the control at 100', [], [100]],
  ] as const)('adding a variant: %s', (_name, split, expected) => {
    const result = addShare(split);
    expect(result).toEqual(expected);
    expect(sumOfShares(result)).toBe(100);
  });

  it.each([
    ['its share goes to the rest in proportion', [50, 30, 20], 2, [63, 37]],
    ['from an even three to an even two', [34, 33, 33], 1, [51, 49]],
    ['the last variant leaves the control with everything', [40, 60], 1, [100]],
    ['the rest all had 0: they share it evenly', [0, 0, 100], 2, [50, 50]],
    ['an index outside the split changes nothing', [60, 40], 2, [60, 40]],
  ] as const)('removing a variant: %s', (_name, split, index, expected) => {
    const result = removeShare(split, index);
    expect(result).toEqual(expected);
    expect(sumOfShares(result)).toBe(100);
  });

  it('apportions in proportion with the largest remainders, earlier first on a tie', () => {
    expect(apportion([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(apportion([2, 1], 10)).toEqual([7, 3]);
    expect(apportion([0, 0], 0)).toEqual([0, 0]);
    expect(apportion([], 100)).toEqual([]);
  });

  it.each([
    [42, 42],
    [42.5, 43],
    [-1, 0],
    [101, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 100],
  ])('clamps %d to the whole percentage %d', (value, expected) => {
    expect(clampShare(value)).toBe(expected);
  });
});
