import { describe, expect, it } from 'vitest';
import { changesThePage, hasCode } from '../../../../domain/ab-tests/variant-rules';

const change = (cssCode: string, jsCode: string, pageRedirectUrl: string | null = null) => ({
  cssCode,
  jsCode,
  pageRedirectUrl,
});

describe('a variant that changes the page', () => {
  it.each<[string, ReturnType<typeof change>, boolean]>([
    ['CSS alone', change('.buy { color: orange }', ''), true],
    ['JavaScript alone', change('', "document.title = 'B';"), true],
    ['CSS and JavaScript', change('h1 { margin: 0 }', 'void 0;'), true],
    ['a redirect alone', change('', '', 'https://example.com/b'), true],
    ['a redirect with code kept from before', change('h1 {}', '', 'https://example.com/b'), true],
    ['nothing at all', change('', ''), false],
    ['code of spaces, tabs and line breaks', change('  \n\t', ' \r\n '), false],
  ])('%s: %s', (_name, variant, expected) => {
    expect(changesThePage(variant)).toBe(expected);
  });

  it.each([
    ['', false],
    [' \n ', false],
    ['a{}', true],
    ['  /* a comment is still code */  ', true],
  ])('counts %j as code: %s', (code, expected) => {
    expect(hasCode(code)).toBe(expected);
  });
});
