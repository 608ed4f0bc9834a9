import { describe, expect, it } from 'vitest';
import { networkConcentration } from '../../../domain/statistics/network-concentration';

describe('networkConcentration', () => {
  it.each([
    ['says nothing below 50 sessions, however many came from one network', 49, 49, null],
    [
      'judges from 50 sessions on: 10 of 50 from one network is a fifth, not more',
      50,
      10,
      { largestShare: 0.2, concentrated: false },
    ],
    ['flags 11 of 50 from one network', 50, 11, { largestShare: 0.22, concentrated: true }],
    ['flags a test whose every session came from one network', 300, 300, { largestShare: 1, concentrated: true }],
    [
      "leaves a large test alone when a small office's visits are a small share",
      2_000,
      12,
      { largestShare: 0.006, concentrated: false },
    ],
    ['counts sessions without a known network in no network', 400, 0, { largestShare: 0, concentrated: false }],
  ])('%s', (_name, sessions, largest, expected) => {
    expect(networkConcentration(sessions, largest)).toEqual(expected);
  });

  it('refuses counts that are not whole sessions', () => {
    expect(() => networkConcentration(50.5, 3)).toThrow(RangeError);
    expect(() => networkConcentration(50, -1)).toThrow(RangeError);
  });
});
