import type { User } from '../../../domain/accounts/user';
import { builder } from '../builder';

export const AccountRoleEnum = builder.enumType('AccountRole', {
  description: 'Every user is the Owner of their own account.',
  values: ['Owner', 'Employee'] as const,
});

export const UserType = builder.objectRef<User>('User').implement({
  description: 'The signed-in account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.field({ type: AccountRoleEnum, resolve: (user) => user.role }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    stripeCustomerId: t.exposeString('stripeCustomerId', { nullable: true }),
    directAffiliateSignup: t.exposeBoolean('directAffiliateSignup'),
    hasEnteredPaymentDetails: t.exposeBoolean('hasEnteredPaymentDetails'),
    cardNearingExpiry: t.exposeBoolean('cardNearingExpiry'),
    testSessionsRemaining: t.exposeInt('testSessionsRemaining', {
      description: 'Test sessions left to spend; every live test pauses at zero.',
    }),
  }),
});

export const AuthPayload = builder
  .objectRef<{ id: string; token: string; cardNearingExpiry: boolean }>('AuthPayload')
  .implement({
    description: 'A new session: keep the token and send it as `Authorization: Bearer <token>`. Valid for one day.',
    fields: (t) => ({
      id: t.exposeID('id'),
      token: t.exposeString('token'),
      cardNearingExpiry: t.exposeBoolean('cardNearingExpiry'),
    }),
  });
