import type { CurrentUser } from '../../../domain/accounts/user';
import type { SavedCard } from '../../../domain/payments/saved-card';
import { builder } from '../builder';

export const AccountRoleEnum = builder.enumType('AccountRole', {
  description: 'Every user is the Owner of their own account.',
  values: ['Owner', 'Employee'] as const,
});

const SavedCardType = builder.objectRef<SavedCard>('SavedCard').implement({
  description: 'The card kept for the account: enough to recognise it, never the number.',
  fields: (t) => ({
    brand: t.exposeString('brand', { description: 'visa, mastercard, amex, ...' }),
    last4: t.exposeString('last4'),
    expMonth: t.exposeInt('expMonth', { description: '1 to 12.' }),
    expYear: t.exposeInt('expYear'),
  }),
});

export const UserType = builder.objectRef<CurrentUser>('User').implement({
  description: 'The signed-in account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.field({ type: AccountRoleEnum, resolve: (user) => user.role }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    stripeCustomerId: t.exposeString('stripeCustomerId', { nullable: true }),
    directAffiliateSignup: t.exposeBoolean('directAffiliateSignup'),
    hasEnteredPaymentDetails: t.exposeBoolean('hasEnteredPaymentDetails'),
    cardNearingExpiry: t.exposeBoolean('cardNearingExpiry', {
      description: 'The saved card expires within 30 days, or has expired.',
    }),
    card: t.field({ type: SavedCardType, nullable: true, resolve: (user) => user.card }),
    testSessionsRemaining: t.exposeInt('testSessionsRemaining', {
      description: 'Test sessions left to spend; every live test pauses at zero.',
    }),
    emailConfirmed: t.exposeBoolean('emailConfirmed', {
      description:
        'The owner opened the link sent to their address. Until then no test of theirs takes visitors, so no ' +
        'session is spent (resendEmailConfirmation sends another link).',
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
