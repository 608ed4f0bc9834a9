import { describe, expect, it } from 'vitest';
import {
  passwordResetExpiry,
  passwordResetProblem,
  type PasswordReset,
  type PasswordResetProblem,
} from '../../../../domain/accounts/password-reset';
import type { UserId } from '../../../../domain/shared/ids';

const expiresAt = new Date('2025-03-10T10:00:00.000Z');
const reset = (usedAt: Date | null): PasswordReset => ({
  id: 'reset-1',
  userId: 'user-1' as UserId,
  expiresAt,
  usedAt,
});
const ms = (offset: number): Date => new Date(expiresAt.getTime() + offset);

describe('passwordResetProblem', () => {
  it.each<[string, { usedAt: Date | null; now: Date }, PasswordResetProblem | null]>([
    ['unused, well before expiry', { usedAt: null, now: ms(-30 * 60 * 1000) }, null],
    ['unused, a millisecond before expiry', { usedAt: null, now: ms(-1) }, null],
    ['unused, exactly at expiry', { usedAt: null, now: ms(0) }, 'expired'],
    ['unused, after expiry', { usedAt: null, now: ms(1) }, 'expired'],
    ['used, before expiry', { usedAt: ms(-10_000), now: ms(-5_000) }, 'used'],
    ['used and expired: used says more', { usedAt: ms(-10_000), now: ms(60_000) }, 'used'],
  ])('%s', (_name, { usedAt, now }, expected) => {
    expect(passwordResetProblem(reset(usedAt), now)).toBe(expected);
  });
});

describe('passwordResetExpiry', () => {
  it.each<[string, string, string]>([
    ['an hour later', '2025-03-10T09:00:00.000Z', '2025-03-10T10:00:00.000Z'],
    ['across midnight', '2025-03-10T23:30:15.250Z', '2025-03-11T00:30:15.250Z'],
  ])('%s', (_name, requestedAt, expected) => {
    expect(passwordResetExpiry(new Date(requestedAt))).toEqual(new Date(expected));
  });
});
