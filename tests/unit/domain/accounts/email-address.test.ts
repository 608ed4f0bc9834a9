import { describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../../../domain/accounts/email-address';

describe('normaliseEmail', () => {
  it.each<[string, string, string]>([
    ['already normal', 'ann@example.com', 'ann@example.com'],
    ['capitals', 'Ann@Example.COM', 'ann@example.com'],
    ['surrounding spaces and tabs', ' \tann@example.com \n', 'ann@example.com'],
    ['capitals and spaces', '  ANN@EXAMPLE.COM ', 'ann@example.com'],
    ['inner characters kept', 'ann.o+tests@example.co.uk', 'ann.o+tests@example.co.uk'],
  ])('%s', (_name, raw, expected) => {
    expect(normaliseEmail(raw)).toBe(expected);
  });
});
