import { describe, expect, it } from 'vitest';
import { forcedVariantParameter, previewAddress } from '../../../domain/tracking/preview-rules';
import { pageAddressesOf } from '../../../domain/tracking/page-address';

describe("a variant's preview address", () => {
  it.each<[string, string, number | string, string]>([
    ['a page without a query', 'https://shop.example/pricing', 1, 'https://shop.example/pricing?splitpenny_variant=1'],
    ['the home page', 'http://localhost:5101/', 2, 'http://localhost:5101/?splitpenny_variant=2'],
    ['the control', 'https://shop.example/pricing', 0, 'https://shop.example/pricing?splitpenny_variant=0'],
    [
      'a page with a query of its own, kept as written',
      'https://shop.example/search?q=green%20pots&flag',
      1,
      'https://shop.example/search?q=green%20pots&flag&splitpenny_variant=1',
    ],
    [
      'a page with a #fragment, the parameter going before it',
      'https://shop.example/faq?lang=en#returns',
      3,
      'https://shop.example/faq?lang=en&splitpenny_variant=3#returns',
    ],
    [
      "a variant named by its id, as the app's Preview links name it",
      'https://shop.example/pricing',
      '0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c',
      'https://shop.example/pricing?splitpenny_variant=0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c',
    ],
    [
      'an address that already forces a variant',
      'https://shop.example/pricing?splitpenny_variant=2&ref=ad',
      1,
      'https://shop.example/pricing?splitpenny_variant=1&ref=ad',
    ],
  ])('for %s', (_name, pageUrl, variantNo, expected) => {
    expect(previewAddress(pageUrl, variantNo)).toBe(expected);
  });

  it('is the page the tracking script runs the test on, asking for the variant', () => {
    const address = previewAddress('https://shop.example/pricing?plan=pro', 1) ?? '';
    expect(new URL(address).searchParams.get(forcedVariantParameter)).toBe('1');
    expect(pageAddressesOf(address)).toEqual(['https://shop.example/pricing?plan=pro', 'https://shop.example/pricing']);
  });

  it('is none for what is not an address', () => {
    expect(previewAddress('/pricing', 1)).toBeNull();
  });
});
