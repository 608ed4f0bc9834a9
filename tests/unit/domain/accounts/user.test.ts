import { describe, expect, it } from 'vitest';
import { newUser, type NewUser } from '../../../../domain/accounts/user';
import type { UserId } from '../../../../domain/shared/ids';

const fields: NewUser = {
  id: 'user-1' as UserId,
  email: 'ann@example.com',
  passwordHash: 'a-hash',
  directAffiliateSignup: false,
  createdAt: new Date('2025-03-10T09:00:00.000Z'),
};

describe('newUser', () => {
  it.each<[string, NewUser]>([
    ['a direct sign-up', fields],
    ['an affiliate sign-up', { ...fields, directAffiliateSignup: true }],
  ])(
    'makes %s the Owner of an account with no sessions, card, Stripe customer or confirmed address yet',
    (_name, input) => {
      expect(newUser(input)).toEqual({
        ...input,
        role: 'Owner',
        stripeCustomerId: null,
        card: null,
        testSessionsRemaining: 0,
        emailConfirmedAt: null,
      });
    },
  );
});
