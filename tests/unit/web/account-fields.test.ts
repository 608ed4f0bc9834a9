import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { currentPasswordField, emailField, newPasswordField } from '../../../web/app/features/accounts/account-fields';

/** The message a form would show: react-hook-form keeps the first problem of each field. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('account field rules, in the server’s words', () => {
  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['not-an-email', 'Enter a valid email address, like name@example.com'],
    [`${'a'.repeat(250)}@example.com`, 'An email address has at most 254 characters'],
    ['  owner@example.com  ', null],
  ])('email %j → %s', (value, expected) => {
    expect(firstMessage(emailField, value)).toBe(expected);
  });

  it('trims the email it hands on', () => {
    expect(emailField.parse('  owner@example.com ')).toBe('owner@example.com');
  });

  it.each([
    ['12345', 'Use at least 12 characters for your password'],
    ['12345678', 'Use at least 12 characters for your password'],
    ['x'.repeat(129), 'Use at most 128 characters for your password'],
    ['plum ferry w', null],
  ])('new password of %j characters → %s', (value, expected) => {
    expect(firstMessage(newPasswordField, value)).toBe(expected);
  });

  it('only asks that a current password was typed', () => {
    expect(firstMessage(currentPasswordField, '')).toBe('Enter your password');
    expect(firstMessage(currentPasswordField, 'short')).toBeNull();
  });
});
