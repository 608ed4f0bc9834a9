import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import { confirmEmailInput } from './account-inputs';
import { UserType } from './user-type';

const ConfirmEmailInput = builder.inputType('ConfirmEmailInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'The token from the confirmation link.' }) }),
});

const EmailConfirmed = builder.objectRef<{ email: string }>('EmailConfirmed').implement({
  fields: (t) => ({ email: t.exposeString('email', { description: 'The address now confirmed.' }) }),
});

builder.mutationField('confirmEmail', (t) =>
  t.field({
    type: EmailConfirmed,
    description:
      "Confirms a new account's email address with the token of the link sent to it at sign-up (or by " +
      'resendEmailConfirmation): from then on its tests take visitors. Needs no sign-in; signs no one in.',
    args: { input: t.arg({ type: ConfirmEmailInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(confirmEmailInput, args.input);
      return valueOrThrow(await ctx.useCases.confirmEmail(input.token));
    },
  }),
);

builder.mutationField('resendEmailConfirmation', (t) =>
  t.field({
    type: UserType,
    description:
      'Emails the signed-in owner a new link to confirm their address (the earlier links stop working); nothing ' +
      'when it is confirmed already. Limited like logging in. FORBIDDEN with an API key.',
    resolve: async (_root, _args, ctx) => {
      const viewer = await requireViewer(ctx);
      const user = valueOrThrow(await ctx.loaders.currentUser());
      valueOrThrow(
        await ctx.useCases.throttleAttempt('email-confirmation', { network: ctx.clientNetwork, email: user.email }),
      );
      return valueOrThrow(await ctx.useCases.resendEmailConfirmation(viewer));
    },
  }),
);
