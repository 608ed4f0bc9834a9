import { describe, expect, it } from 'vitest';
import { findTextProblem, textProblem } from '../../../../domain/shared/text-rules';

describe('text every field can store', () => {
  it.each([
    ['plain text', 'Hello', null],
    ['an empty string', '', null],
    ['tabs and newlines', 'a\tb\nc\r', null],
    ['letters of any alphabet', 'Zürich 東京', null],
    ['an emoji, a well-formed surrogate pair', 'go \u{1F680}', null],
    ['a NUL', 'a\u0000b', 'nul'],
    ['a lone high surrogate', 'a\ud800b', 'lone-surrogate'],
    ['a lone low surrogate', 'a\udc00', 'lone-surrogate'],
    ['a pair in the wrong order', '\udc00\ud800', 'lone-surrogate'],
  ])('%s', (_name, text, expected) => {
    expect(textProblem(text)).toBe(expected);
  });

  it('finds the first bad string in nested input, naming its path', () => {
    const input = { name: 'ok', variants: [{ cssCode: 'fine' }, { cssCode: 'bad\u0000' }] };
    expect(findTextProblem(input)).toEqual({ path: ['variants', 1, 'cssCode'], problem: 'nul' });
  });

  it('checks keys too', () => {
    expect(findTextProblem({ 'k\ud800': 1 }, ['input'])).toEqual({
      path: ['input', 'k\ud800'],
      problem: 'lone-surrogate',
    });
  });

  it('walks input nested far deeper than a call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findTextProblem(deep)?.problem).toBe('nul');
  });
});
