import { describe, expect, it } from 'vitest';
import {
  isPendingLoginUsable,
  normaliseRecoveryCode,
  pendingLoginExpiry,
  recoveryCodeFrom,
} from '../../../domain/accounts/second-factor';
import type { UserId } from '../../../domain/shared/ids';

describe('second factor rules', () => {
  it('writes a recovery code as two groups of five letters and digits that cannot be misread', () => {
    const code = recoveryCodeFrom(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 255]));
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(code).not.toMatch(/[01ilo]/);
  });

  it('matches a recovery code typed in capitals, with spaces or without the dash', () => {
    expect(normaliseRecoveryCode(' ABCDE FGHJK ')).toBe(normaliseRecoveryCode('abcde-fghjk'));
  });

  it('keeps a pending login for five minutes and five wrong codes', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const login = { userId: 'u' as UserId, failedAttempts: 0, expiresAt: pendingLoginExpiry(now) };
    expect(isPendingLoginUsable(login, new Date(now.getTime() + 299_000))).toBe(true);
    expect(isPendingLoginUsable(login, new Date(now.getTime() + 300_000))).toBe(false);
    expect(isPendingLoginUsable({ ...login, failedAttempts: 4 }, now)).toBe(true);
    expect(isPendingLoginUsable({ ...login, failedAttempts: 5 }, now)).toBe(false);
  });
});
