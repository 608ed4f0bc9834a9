import { builder, SuccessPayload } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import { changePasswordInput, changeUserEmailInput } from './account-inputs';
import { AuthPayload, UserType } from './user-type';

const ChangeUserEmailInput = builder.inputType('ChangeUserEmailInput', {
  fields: (t) => ({
    newEmail: t.string({ required: true }),
    currentPassword: t.string({ required: true, description: 'Confirms that the owner is making the change.' }),
  }),
});

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  fields: (t) => ({
    currentPassword: t.string({ required: true, description: 'Confirms that the owner is making the change.' }),
    newPassword: t.string({ required: true, description: 'The new password, under the same rules as at sign-up.' }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserType,
    description: 'The signed-in account.',
    resolve: async (_root, _args, ctx) => valueOrThrow(await ctx.loaders.currentUser()),
  }),
);

builder.queryField('testSessionsRemaining', (t) =>
  t.int({
    description: "The signed-in account's session balance.",
    resolve: async (_root, _args, ctx) => valueOrThrow(await ctx.loaders.currentUser()).testSessionsRemaining,
  }),
);

builder.queryField('hasEnteredPaymentDetails', (t) =>
  t.boolean({
    resolve: async (_root, _args, ctx) => valueOrThrow(await ctx.loaders.currentUser()).hasEnteredPaymentDetails,
  }),
);

builder.mutationField('changeUserEmail', (t) =>
  t.field({
    type: UserType,
    description:
      'Asks to change the login email; needs the current password. The email changes once the link sent to the new ' +
      'address is opened (confirmEmailChange); the current address is told. CONFLICT if another account has it.',
    args: { input: t.arg({ type: ChangeUserEmailInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(changeUserEmailInput, args.input);
      return valueOrThrow(await ctx.useCases.changeUserEmail(viewer, input)).user;
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.field({
    type: AuthPayload,
    description:
      'Sets a new password; needs the current one (a wrong one is BAD_USER_INPUT on currentPassword, and counts as a ' +
      'failed login). Every session of the account ends, in every server process; the answer is a new session for ' +
      'the caller, whose old token stops working too. The account address is told by email.',
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(changePasswordInput, args.input);
      // Guessing the current password from a session left open is a login attempt: the same limits apply to it.
      const owner = valueOrThrow(await ctx.loaders.currentUser());
      valueOrThrow(
        await ctx.useCases.throttleAttempt('authenticate', { network: ctx.clientNetwork, email: owner.email }),
      );
      return valueOrThrow(await ctx.useCases.changePassword(viewer, input));
    },
  }),
);

builder.mutationField('deleteUser', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes the signed-in account and everything it owns. Cannot be undone.',
    resolve: async (_root, _args, ctx) => {
      valueOrThrow(await ctx.useCases.deleteUser(await requireViewer(ctx)));
      return { success: true };
    },
  }),
);
