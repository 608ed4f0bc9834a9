// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '../../../web/app/account/redirect-path';
import {
  acceptedText,
  nonEmptyText,
  oneOf,
  positiveWholeNumber,
  trimmedText,
} from '../../../web/app/routes/route-inputs';

describe('the currentPage route parameter', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['120', 120],
  ])('reads %s as page %i', (raw, expected) => {
    expect(positiveWholeNumber(raw)).toBe(expected);
  });

  it.each([['0'], ['-1'], ['abc'], [''], ['1.5'], ['01'], ['1e1'], ['0x1'], [' 2'], ['9999999999']])(
    'refuses %j',
    (raw) => {
      expect(positiveWholeNumber(raw)).toBeUndefined();
    },
  );
});

describe('search values and id params', () => {
  it('trims text, and drops what is blank, too long or not text', () => {
    expect(trimmedText('  reset-token ')).toBe('reset-token');
    expect(trimmedText('   ')).toBeUndefined();
    expect(trimmedText(12345)).toBeUndefined();
    expect(trimmedText(undefined)).toBeUndefined();
    expect(trimmedText('x'.repeat(255), 255)).toHaveLength(255);
    expect(trimmedText('x'.repeat(256), 255)).toBeUndefined();
  });

  it('keeps non-empty text as given', () => {
    expect(nonEmptyText(' website ')).toBe(' website ');
    expect(nonEmptyText('')).toBeUndefined();
    expect(nonEmptyText(['website'])).toBeUndefined();
  });

  it('keeps a redirect only when it is a path on this site', () => {
    expect(acceptedText('/user/tests', isSameSitePath)).toBe('/user/tests');
    expect(acceptedText('https://elsewhere.example/', isSameSitePath)).toBeUndefined();
    expect(acceptedText('//elsewhere.example/', isSameSitePath)).toBeUndefined();
    expect(acceptedText(42, isSameSitePath)).toBeUndefined();
  });

  it('keeps only an allowed value, of the same type', () => {
    expect(oneOf(1, [0, 1])).toBe(1);
    expect(oneOf(0, [0, 1])).toBe(0);
    expect(oneOf('1', [0, 1])).toBeUndefined();
    expect(oneOf(2, [0, 1])).toBeUndefined();
    expect(oneOf('returned', ['returned'])).toBe('returned');
    expect(oneOf('sent', ['returned'])).toBeUndefined();
  });
});
