import { describe, expect, it } from 'vitest';
import { emptyVariantMessage } from '../../../domain/ab-tests/variant-rules';
import { emptyVariantFields, variantFieldsSchema } from '../../../web/app/features/variants/variant-fields';

const fields = (change: Partial<typeof emptyVariantFields>) => ({
  ...emptyVariantFields,
  name: 'Green button',
  ...change,
});

describe("a variant form's change", () => {
  it.each([
    ['CSS', { cssCode: '.buy { color: green }' }],
    ['JavaScript', { jsCode: "document.title = 'B';" }],
    ['a redirect, with no code', { redirect: true, pageRedirectUrl: 'https://example.com/b' }],
    ['a redirect to a path on the same website', { redirect: true, pageRedirectUrl: '/pricing-b' }],
  ])('is enough with %s', (_name, change) => {
    expect(variantFieldsSchema.safeParse(fields(change)).success).toBe(true);
  });

  it.each([
    ['no CSS, JavaScript or redirect', {}],
    ['code of only blanks', { cssCode: '  \n', jsCode: '\t' }],
    ['a redirect address typed but the redirect not chosen', { pageRedirectUrl: 'https://example.com/b' }],
  ])('is refused with %s, under the CSS, in the words the server uses', (_name, change) => {
    const result = variantFieldsSchema.safeParse(fields(change));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cssCode', emptyVariantMessage],
    ]);
  });

  it('asks a redirect for its address rather than for code', () => {
    const result = variantFieldsSchema.safeParse(fields({ redirect: true, pageRedirectUrl: '' }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pageRedirectUrl']);
  });
});
