import type { GuardedAction } from '../../../domain/accounts/attempt-limits';
import type { UserId } from '../../../domain/shared/ids';
import { builder, SuccessPayload } from '../builder';
import type { GraphqlContext } from '../context';
import { parseInput } from '../input-validation';
import { valueOrThrow } from './account-errors';
import {
  authenticateUserInput,
  createUserInput,
  resetPasswordInput,
  sendPasswordResetEmailInput,
} from './account-inputs';
import { AuthenticateUserPayload } from './second-factor-schema';
import { AuthPayload } from './user-type';

const CreateUserInput = builder.inputType('CreateUserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({
      required: true,
      description: 'At least 12 characters, and not on the list of common and breached passwords.',
    }),
    directAffiliateSignup: t.boolean({ description: 'True when signing up on the affiliate register page.' }),
    referrerId: t.string({
      description:
        'The `referrer` cookie: the affiliate whose link brought the user. Ignored unless it names an account.',
    }),
  }),
});

const AuthenticateUserInput = builder.inputType('AuthenticateUserInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const SendPasswordResetEmailInput = builder.inputType('SendPasswordResetEmailInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token from the reset link.' }),
    password: t.string({
      required: true,
      description: 'The new password: at least 12 characters, and not on the list of common and breached passwords.',
    }),
  }),
});

/** Counts the attempt against the caller's IP and the email, refusing it (429) past the limit. */
async function throttle(ctx: GraphqlContext, action: GuardedAction, email: string | null): Promise<void> {
  valueOrThrow(await ctx.useCases.throttleAttempt(action, { network: ctx.clientNetwork, email }));
}

builder.mutationField('createUser', (t) =>
  t.field({
    type: AuthPayload,
    description:
      'Signs up: creates the account with its free sessions and starts a session; its tests take visitors once the ' +
      'address is confirmed (confirmEmail). CONFLICT if the email is taken; TOO_MANY_REQUESTS past the sign-up ' +
      'limit of the client network.',
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(createUserInput, args.input);
      // Every attempt counts, the address taken or not, so that one network can neither make accounts in bulk nor
      // learn which addresses have one faster than the limit allows.
      await throttle(ctx, 'signup', null);
      return valueOrThrow(
        await ctx.useCases.createUser({ ...input, referrerId: (input.referrerId ?? null) as UserId | null }),
      );
    },
  }),
);

builder.mutationField('authenticateUser', (t) =>
  t.field({
    type: AuthenticateUserPayload,
    description:
      'Logs in. One error for an unknown email and a wrong password alike. An account with a second factor gets ' +
      'no session here but `secondFactor`, the challenge for `authenticateSecondFactor`.',
    args: { input: t.arg({ type: AuthenticateUserInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(authenticateUserInput, args.input);
      await throttle(ctx, 'authenticate', input.email);
      const result = await ctx.useCases.authenticateUser(input);
      if (!result.ok && result.error.kind === 'SecondFactorRequired') {
        return { session: null, secondFactor: result.error.challenge };
      }
      return { session: valueOrThrow(result), secondFactor: null };
    },
  }),
);

builder.mutationField('sendPasswordResetEmail', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Emails a reset link if an account has this email; answers the same either way.',
    args: { input: t.arg({ type: SendPasswordResetEmailInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(sendPasswordResetEmailInput, args.input);
      await throttle(ctx, 'password-reset', input.email);
      await ctx.useCases.sendPasswordResetEmail(input);
      return { success: true };
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Sets a new password with the token of a reset link; the link then stops working.',
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(resetPasswordInput, args.input);
      await throttle(ctx, 'password-reset', null);
      valueOrThrow(await ctx.useCases.resetPassword(input));
      return { success: true };
    },
  }),
);
