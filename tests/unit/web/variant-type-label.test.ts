import { describe, expect, it } from 'vitest';
import { variantTypeLabel, type VariantType } from '../../../web/app/features/variants/variant-type-label';

const variant = (change: { isControl?: boolean; hasRedirect?: boolean; cssCode?: string; jsCode?: string }) => ({
  isControl: false,
  hasRedirect: false,
  cssCode: '',
  jsCode: '',
  ...change,
});

describe('what a variant changes, as the variant table says it', () => {
  it.each<[string, ReturnType<typeof variant>, VariantType]>([
    ['the control', variant({ isControl: true }), 'Original'],
    ['CSS alone', variant({ cssCode: '.buy { color: orange }' }), 'CSS'],
    ['JavaScript alone', variant({ jsCode: "document.title = 'B';" }), 'JS'],
    ['CSS and JavaScript', variant({ cssCode: 'h1 {}', jsCode: 'void 0;' }), 'CSS & JS'],
    ['CSS with JavaScript of only blanks', variant({ cssCode: 'h1 {}', jsCode: ' \n ' }), 'CSS'],
    ['JavaScript with CSS of only blanks', variant({ cssCode: '\t', jsCode: 'void 0;' }), 'JS'],
    ['a redirect, its old code kept but unused', variant({ hasRedirect: true, cssCode: 'h1 {}' }), 'Redirect'],
    ['a variant saved empty before they were refused', variant({ cssCode: '  ' }), 'No change'],
  ])('%s: %s', (_name, input, expected) => {
    expect(variantTypeLabel(input)).toBe(expected);
  });
});
