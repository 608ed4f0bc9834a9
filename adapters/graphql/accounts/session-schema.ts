import { builder, SuccessPayload } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import { confirmEmailChangeInput } from './account-inputs';
import { AuthPayload } from './user-type';

const ConfirmEmailChangeInput = builder.inputType('ConfirmEmailChangeInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'The token from the confirmation link.' }) }),
});

const EmailChangeConfirmed = builder
  .objectRef<{ email: string; session: { id: string; token: string; cardNearingExpiry: boolean } | null }>(
    'EmailChangeConfirmed',
  )
  .implement({
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The login email from now on.' }),
      session: t.field({
        type: AuthPayload,
        nullable: true,
        description:
          'A new session for the caller, when signed in to that account: every earlier session has ended. ' +
          'Null otherwise: log in with the new email.',
        resolve: (confirmed) => confirmed.session,
      }),
    }),
  });

builder.mutationField('logOut', (t) =>
  t.field({
    type: SuccessPayload,
    description: "Ends the caller's session: its token is refused from now on. FORBIDDEN with an API key.",
    resolve: async (_root, _args, ctx) => {
      valueOrThrow(await ctx.useCases.logOut(await requireViewer(ctx)));
      return { success: true };
    },
  }),
);

builder.mutationField('logOutEverywhere', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Ends every session of the account, this one included. FORBIDDEN with an API key.',
    resolve: async (_root, _args, ctx) => {
      valueOrThrow(await ctx.useCases.logOutEverywhere(await requireViewer(ctx)));
      return { success: true };
    },
  }),
);

builder.mutationField('confirmEmailChange', (t) =>
  t.field({
    type: EmailChangeConfirmed,
    description:
      'Makes the address a changeUserEmail link was sent to the login email, with the token from that link, and ' +
      'ends every session of the account.',
    args: { input: t.arg({ type: ConfirmEmailChangeInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(confirmEmailChangeInput, args.input);
      // Signed in or not, the link works; a refused token only means no new session.
      const resolution = await ctx.viewer();
      const viewer = resolution.ok ? resolution.value : null;
      return valueOrThrow(await ctx.useCases.confirmEmailChange(input.token, viewer));
    },
  }),
);
