import { describe, expect, it } from 'vitest';
import { websiteFilterId } from '../../../web/app/features/pages/website-filter-id';
import { nameField, variantNameField } from '../../../web/app/features/workspace/name-field';

describe('website, page, test and goal names', () => {
  it.each([
    ['Main shop'],
    ['Shop_2'],
    ['  Trimmed  '],
    ['Café Zürich'],
    ["Newcomer's Shop"],
    ['example.com'],
    ['Checkout (mobile) – v2'],
    ['A & B: 50% off!'],
  ])('accepts %j', (name) => {
    expect(nameField.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', 'Enter a name'],
    ['   ', 'Enter a name'],
    ['<b>Shop</b>', 'The name can only contain letters, numbers, spaces and punctuation'],
    ['Shop 🛒', 'The name can only contain letters, numbers, spaces and punctuation'],
    ['Tab\there', 'The name can only contain letters, numbers, spaces and punctuation'],
  ])('refuses %j with %j', (name, message) => {
    const result = nameField.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('variant names (SPEC §5)', () => {
  it.each([['B'], ['Green button'], ['Variant_2'], ['Café']])('accepts %j', (name) => {
    expect(variantNameField.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', 'Enter a name'],
    ['Shop!', 'The name can only contain letters, numbers, and spaces'],
    ['a/b', 'The name can only contain letters, numbers, and spaces'],
  ])('refuses %j with %j', (name, message) => {
    const result = variantNameField.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('the website filter of a list', () => {
  const websites = [{ id: 'w1' }, { id: 'w2' }];

  it.each([
    ['no filter means every website', undefined, null],
    ['one of the owner’s websites', 'w2', 'w2'],
    ['an unknown id falls back to every website', 'w9', null],
  ])('%s', (_name, requested, expected) => {
    expect(websiteFilterId(websites, requested)).toBe(expected);
  });
});
