import { describe, expect, it } from 'vitest';
import { isHoneypotFilled } from '../../../../domain/contact/honeypot';

describe('the contact form honeypot', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['left out', undefined, false],
    ['null', null, false],
    ['empty', '', false],
    ['only white space (an odd autofill)', '  \t', false],
    ['an address, as a bot fills it', 'https://spam.example', true],
    ['any word', 'x', true],
    ['text with spaces around', '  buy now  ', true],
  ])('%s: filled is %s', (_name, value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
