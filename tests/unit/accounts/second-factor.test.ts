import { describe, expect, it } from 'vitest';
import {
  asTotpCode,
  isLoginChallengeOpen,
  normaliseRecoveryCode,
  secondFactorMethods,
  type LoginChallenge,
} from '../../../domain/accounts/second-factor';
import type { PasskeyId, UserId } from '../../../domain/shared/ids';

const passkey = {
  id: 'p1' as PasskeyId,
  userId: 'u1' as UserId,
  name: 'Laptop',
  createdAt: new Date(0),
  lastUsedAt: null,
};

describe('second factors', () => {
  it.each<[string, string, string | null]>([
    ['six digits', '123456', '123456'],
    ['six digits in two groups, as apps show them', '123 456', '123456'],
    ['five digits', '12345', null],
    ['seven digits', '1234567', null],
    ['a recovery code', 'k7qm2-x9d4t', null],
  ])('reads %s as an app code or not', (_name, typed, expected) => {
    expect(asTotpCode(typed)).toBe(expected);
  });

  it.each<[string, string]>([
    ['as shown', 'k7qm2-x9d4t'],
    ['in capitals', 'K7QM2-X9D4T'],
    ['without the dash', 'k7qm2x9d4t'],
    ['with spaces around and inside', ' k7qm2 x9d4t '],
  ])('reads a recovery code typed %s as the same code', (_name, typed) => {
    expect(normaliseRecoveryCode(typed)).toBe('k7qm2x9d4t');
  });

  it.each<[string, { totpEnabled: boolean; passkeys: (typeof passkey)[]; recoveryCodesLeft: number }, string[]]>([
    ['an app', { totpEnabled: true, passkeys: [], recoveryCodesLeft: 10 }, ['totp', 'recovery-code']],
    ['a passkey', { totpEnabled: false, passkeys: [passkey], recoveryCodesLeft: 10 }, ['passkey', 'recovery-code']],
    ['both, codes used up', { totpEnabled: true, passkeys: [passkey], recoveryCodesLeft: 0 }, ['totp', 'passkey']],
  ])('offers the methods of an owner with %s', (_name, factors, expected) => {
    expect(secondFactorMethods(factors)).toEqual(expected);
  });

  it.each<[string, Partial<LoginChallenge>, boolean]>([
    ['a new challenge', {}, true],
    ['one with four wrong answers', { failures: 4 }, true],
    ['one with five wrong answers', { failures: 5 }, false],
    ['one answered already', { usedAt: new Date('2026-01-01T10:01:00Z') }, false],
    ['one at its expiry', { expiresAt: new Date('2026-01-01T10:02:00Z') }, false],
  ])('takes answers for %s or not', (_name, fields, open) => {
    const challenge: LoginChallenge = {
      id: 'c1',
      userId: 'u1' as UserId,
      passkeyChallenge: null,
      expiresAt: new Date('2026-01-01T10:05:00Z'),
      failures: 0,
      usedAt: null,
      ...fields,
    };
    expect(isLoginChallengeOpen(challenge, new Date('2026-01-01T10:02:00Z'))).toBe(open);
  });
});
