import type { TotpEnrolment, TwoStepSignInState } from '../../../application/accounts/two-step-sign-in';
import { builder, SuccessPayload } from '../builder';
import type { GraphqlContext } from '../context';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import { completeSecondFactorLoginInput, confirmTotpEnrolmentInput, turnOffTwoStepSignInInput } from './account-inputs';
import { AuthPayload } from './user-type';

const TwoStepSignInType = builder.objectRef<TwoStepSignInState>('TwoStepSignIn').implement({
  description: 'Whether logging in asks for a second factor after the password.',
  fields: (t) => ({
    authenticatorApp: t.exposeBoolean('authenticatorApp', {
      description: 'An authenticator app is set up: every login asks for its code.',
    }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { description: 'Recovery codes not used yet.' }),
  }),
});

const TotpEnrolmentType = builder.objectRef<TotpEnrolment>('TotpEnrolment').implement({
  description: 'What to give an authenticator app: scan the URI as a QR code, or type the secret.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, as authenticator apps take it.' }),
    otpauthUri: t.exposeString('otpauthUri', { description: 'The `otpauth://totp/...` URI to show as a QR code.' }),
  }),
});

const RecoveryCodesType = builder.objectRef<{ codes: readonly string[] }>('RecoveryCodes').implement({
  description: 'Single-use codes that stand in for the authenticator app. Shown this once: they are kept hashed.',
  fields: (t) => ({ codes: t.exposeStringList('codes') }),
});

const ConfirmTotpEnrolmentInput = builder.inputType('ConfirmTotpEnrolmentInput', {
  fields: (t) => ({ code: t.string({ required: true, description: 'The 6-digit code the app shows now.' }) }),
});

const TurnOffTwoStepSignInInput = builder.inputType('TurnOffTwoStepSignInInput', {
  fields: (t) => ({ currentPassword: t.string({ required: true }) }),
});

const CompleteSecondFactorLoginInput = builder.inputType('CompleteSecondFactorLoginInput', {
  fields: (t) => ({
    pendingLoginToken: t.string({
      required: true,
      description: 'From the SECOND_FACTOR_REQUIRED error of authenticateUser (`extensions.pendingLoginToken`).',
    }),
    code: t.string({ required: true, description: 'A code from the authenticator app, or an unused recovery code.' }),
  }),
});

builder.queryField('twoStepSignIn', (t) =>
  t.field({
    type: TwoStepSignInType,
    description: "The signed-in owner's two-step sign-in.",
    resolve: async (_root, _args, ctx) => valueOrThrow(await ctx.useCases.getTwoStepSignIn(await requireViewer(ctx))),
  }),
);

builder.mutationField('startTotpEnrolment', (t) =>
  t.field({
    type: TotpEnrolmentType,
    description:
      'Makes a new authenticator app secret. Logins ask for codes only once confirmTotpEnrolment proves it is set ' +
      'up. CONFLICT if an authenticator app is already on.',
    resolve: async (_root, _args, ctx) => valueOrThrow(await ctx.useCases.startTotpEnrolment(await requireViewer(ctx))),
  }),
);

builder.mutationField('confirmTotpEnrolment', (t) =>
  t.field({
    type: RecoveryCodesType,
    description: 'Turns the authenticator app on with a first code from it; answers the ten recovery codes, once.',
    args: { input: t.arg({ type: ConfirmTotpEnrolmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(confirmTotpEnrolmentInput, args.input);
      return { codes: valueOrThrow(await ctx.useCases.confirmTotpEnrolment(viewer, input)) };
    },
  }),
);

builder.mutationField('turnOffTwoStepSignIn', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Turns off the authenticator app and its recovery codes; needs the current password.',
    args: { input: t.arg({ type: TurnOffTwoStepSignInInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(turnOffTwoStepSignInInput, args.input);
      valueOrThrow(await ctx.useCases.turnOffTwoStepSignIn(viewer, input));
      return { success: true };
    },
  }),
);

builder.mutationField('completeSecondFactorLogin', (t) =>
  t.field({
    type: AuthPayload,
    description:
      'The second step of a login that answered SECOND_FACTOR_REQUIRED. A few wrong codes end the pending login.',
    args: { input: t.arg({ type: CompleteSecondFactorLoginInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(completeSecondFactorLoginInput, args.input);
      await throttleSecondFactor(ctx);
      return valueOrThrow(await ctx.useCases.completeSecondFactorLogin(input));
    },
  }),
);

/** Codes are counted per network as logins are, on top of the few each pending login allows. */
async function throttleSecondFactor(ctx: GraphqlContext): Promise<void> {
  valueOrThrow(await ctx.useCases.throttleAttempt('authenticate', { ip: ctx.clientIp, email: null }));
}
