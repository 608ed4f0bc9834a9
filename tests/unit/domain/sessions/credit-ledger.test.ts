import { describe, expect, it } from 'vitest';
import { signupCredit, type CreditEntry } from '../../../../domain/sessions/credit-ledger';
import type { UserId } from '../../../../domain/shared/ids';

const userId = 'user-1' as UserId;
const now = new Date('2025-03-10T09:00:00.000Z');

describe('signupCredit', () => {
  it.each<[string, number, CreditEntry]>([
    [
      'the default level',
      1000,
      { id: 'entry-1', userId, reason: 'signup', reference: userId, amount: 1000, createdAt: now },
    ],
    [
      'a configured level',
      250,
      { id: 'entry-1', userId, reason: 'signup', reference: userId, amount: 250, createdAt: now },
    ],
  ])('credits %s once per user (the user id is the reference)', (_name, level, expected) => {
    expect(signupCredit(userId, level, now, 'entry-1')).toEqual(expected);
  });
});
