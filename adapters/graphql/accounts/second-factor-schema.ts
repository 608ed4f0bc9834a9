import QRCode from 'qrcode';
import type { AccountSession } from '../../../application/accounts/account-session';
import type { SecondFactorChallenge } from '../../../application/accounts/second-factors/login-challenge';
import type { TotpEnrolment } from '../../../application/accounts/second-factors/totp-enrolment';
import type { Passkey, SecondFactors } from '../../../domain/accounts/second-factor';
import type { PasskeyId } from '../../../domain/shared/ids';
import { builder, SuccessPayload } from '../builder';
import type { GraphqlContext } from '../context';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { valueOrThrow } from './account-errors';
import {
  authenticateSecondFactorInput,
  confirmTotpEnrolmentInput,
  currentPasswordInput,
  finishPasskeyRegistrationInput,
  removePasskeyInput,
} from './second-factor-inputs';
import { AuthPayload } from './user-type';

const SecondFactorMethodEnum = builder.enumType('SecondFactorMethod', {
  values: {
    TOTP: { value: 'totp', description: 'A 6-digit code from an authenticator app.' },
    PASSKEY: { value: 'passkey', description: 'A passkey assertion (WebAuthn).' },
    RECOVERY_CODE: { value: 'recovery-code', description: 'One of the recovery codes; each works once.' },
  } as const,
});

const SecondFactorChallengeType = builder.objectRef<SecondFactorChallenge>('SecondFactorChallenge').implement({
  description:
    'The password was right and the account asks for a second factor: send `challenge` to ' +
    '`authenticateSecondFactor` with a code or a passkey assertion. It works once, until `expiresAt`.',
  fields: (t) => ({
    challenge: t.exposeString('challenge'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    methods: t.field({ type: [SecondFactorMethodEnum], resolve: (c) => c.methods }),
    passkeyOptions: t.exposeString('passkeyOptionsJson', {
      nullable: true,
      description: 'The PublicKeyCredentialRequestOptions (JSON) for `navigator.credentials.get()`, with passkeys.',
    }),
  }),
});

export const AuthenticateUserPayload = builder
  .objectRef<{ session: AccountSession | null; secondFactor: SecondFactorChallenge | null }>('AuthenticateUserPayload')
  .implement({
    description:
      'A new session (id, token, cardNearingExpiry), or, for an account with a second factor, only `secondFactor`.',
    fields: (t) => ({
      id: t.id({ nullable: true, resolve: (p) => p.session?.id ?? null }),
      token: t.string({
        nullable: true,
        description: 'Send as `Authorization: Bearer <token>`. Valid for one day.',
        resolve: (p) => p.session?.token ?? null,
      }),
      cardNearingExpiry: t.boolean({ nullable: true, resolve: (p) => p.session?.cardNearingExpiry ?? null }),
      secondFactor: t.field({ type: SecondFactorChallengeType, nullable: true, resolve: (p) => p.secondFactor }),
    }),
  });

const PasskeyType = builder.objectRef<Passkey>('Passkey').implement({
  description: 'A passkey the owner added as a second factor.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
  }),
});

const SecondFactorsType = builder.objectRef<SecondFactors>('SecondFactors').implement({
  description: 'The second factors of the signed-in account. With any on, every login asks for one.',
  fields: (t) => ({
    totpEnabled: t.exposeBoolean('totpEnabled'),
    passkeys: t.field({ type: [PasskeyType], resolve: (f) => f.passkeys }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft'),
  }),
});

const TotpEnrolmentType = builder.objectRef<TotpEnrolment & { qrCodeSvg: string }>('TotpEnrolment').implement({
  description: 'The secret for an authenticator app: scan the QR code or type the key, then confirm a code.',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The key in base32, to type in by hand.' }),
    otpauthUri: t.exposeString('uri'),
    qrCodeSvg: t.exposeString('qrCodeSvg', { description: 'The otpauth URI as a QR code (SVG).' }),
  }),
});

const RecoveryCodesPayload = builder.objectRef<{ recoveryCodes: string[] | null }>('RecoveryCodesPayload').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', {
      nullable: true,
      description: 'New recovery codes, shown this once: null when the account already holds some.',
    }),
  }),
});

const PasskeyRegistrationOptions = builder.objectRef<{ optionsJson: string }>('PasskeyRegistrationOptions').implement({
  fields: (t) => ({
    options: t.exposeString('optionsJson', {
      description: 'The PublicKeyCredentialCreationOptions (JSON) for `navigator.credentials.create()`.',
    }),
  }),
});

const AddedPasskey = builder.objectRef<{ passkey: Passkey; recoveryCodes: string[] | null }>('AddedPasskey').implement({
  fields: (t) => ({
    passkey: t.field({ type: PasskeyType, resolve: (added) => added.passkey }),
    recoveryCodes: t.exposeStringList('recoveryCodes', {
      nullable: true,
      description: 'Recovery codes made with the first second factor, shown this once; else null.',
    }),
  }),
});

const AuthenticateSecondFactorInput = builder.inputType('AuthenticateSecondFactorInput', {
  fields: (t) => ({
    challenge: t.string({ required: true, description: 'From `authenticateUser`.' }),
    code: t.string({ description: 'A 6-digit code from the authenticator app, or a recovery code.' }),
    passkeyResponse: t.string({ description: 'The PublicKeyCredential from `navigator.credentials.get()`, as JSON.' }),
  }),
});

const ConfirmTotpEnrolmentInput = builder.inputType('ConfirmTotpEnrolmentInput', {
  fields: (t) => ({ code: t.string({ required: true }) }),
});

const CurrentPasswordInput = builder.inputType('CurrentPasswordInput', {
  fields: (t) => ({ currentPassword: t.string({ required: true }) }),
});

const FinishPasskeyRegistrationInput = builder.inputType('FinishPasskeyRegistrationInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'To tell the passkeys apart, e.g. "Work laptop".' }),
    response: t.string({
      required: true,
      description: 'The PublicKeyCredential from `navigator.credentials.create()`, as JSON.',
    }),
  }),
});

const RemovePasskeyInput = builder.inputType('RemovePasskeyInput', {
  fields: (t) => ({ id: t.id({ required: true }), currentPassword: t.string({ required: true }) }),
});

/**
 * Checking the current password is a guess at it: counted like a login from this network, so a session left open
 * cannot be used to try passwords at speed.
 */
async function throttlePasswordCheck(ctx: GraphqlContext): Promise<void> {
  valueOrThrow(await ctx.useCases.throttleAttempt('authenticate', { network: ctx.clientNetwork, email: null }));
}

builder.queryField('secondFactors', (t) =>
  t.field({
    type: SecondFactorsType,
    resolve: async (_root, _args, ctx) => ctx.useCases.listSecondFactors(await requireViewer(ctx)),
  }),
);

builder.mutationField('authenticateSecondFactor', (t) =>
  t.field({
    type: AuthPayload,
    description:
      'The second step of a login: the challenge with a code (authenticator app or recovery code) or a passkey ' +
      'assertion. Counted against the login limit like the password step.',
    args: { input: t.arg({ type: AuthenticateSecondFactorInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(authenticateSecondFactorInput, args.input);
      return valueOrThrow(
        await ctx.useCases.authenticateSecondFactor({
          challenge: input.challenge,
          code: input.code ?? null,
          passkeyResponse: input.passkeyResponse ?? null,
          network: ctx.clientNetwork,
        }),
      );
    },
  }),
);

builder.mutationField('startTotpEnrolment', (t) =>
  t.field({
    type: TotpEnrolmentType,
    description: 'A new secret for an authenticator app. Nothing changes at login until `confirmTotpEnrolment`.',
    resolve: async (_root, _args, ctx) => {
      const enrolment = valueOrThrow(await ctx.useCases.startTotpEnrolment(await requireViewer(ctx)));
      return { ...enrolment, qrCodeSvg: await QRCode.toString(enrolment.uri, { type: 'svg', margin: 2 }) };
    },
  }),
);

builder.mutationField('confirmTotpEnrolment', (t) =>
  t.field({
    type: RecoveryCodesPayload,
    description: 'Turns the authenticator app on with a first code from it; from then on every login asks for one.',
    args: { input: t.arg({ type: ConfirmTotpEnrolmentInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(confirmTotpEnrolmentInput, args.input);
      return valueOrThrow(await ctx.useCases.confirmTotpEnrolment(await requireViewer(ctx), input));
    },
  }),
);

builder.mutationField('turnOffTotp', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Turns the authenticator app off; needs the current password.',
    args: { input: t.arg({ type: CurrentPasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(currentPasswordInput, args.input);
      const viewer = await requireViewer(ctx);
      await throttlePasswordCheck(ctx);
      valueOrThrow(await ctx.useCases.turnOffTotp(viewer, input));
      return { success: true };
    },
  }),
);

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.field({
    type: RecoveryCodesPayload,
    description: 'New recovery codes in place of the old ones; needs the current password.',
    args: { input: t.arg({ type: CurrentPasswordInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(currentPasswordInput, args.input);
      const viewer = await requireViewer(ctx);
      await throttlePasswordCheck(ctx);
      return { recoveryCodes: valueOrThrow(await ctx.useCases.regenerateRecoveryCodes(viewer, input)) };
    },
  }),
);

builder.mutationField('startPasskeyRegistration', (t) =>
  t.field({
    type: PasskeyRegistrationOptions,
    resolve: async (_root, _args, ctx) =>
      valueOrThrow(await ctx.useCases.startPasskeyRegistration(await requireViewer(ctx))),
  }),
);

builder.mutationField('finishPasskeyRegistration', (t) =>
  t.field({
    type: AddedPasskey,
    description: 'Adds the passkey the browser made; from then on every login asks for a second factor.',
    args: { input: t.arg({ type: FinishPasskeyRegistrationInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(finishPasskeyRegistrationInput, args.input);
      return valueOrThrow(await ctx.useCases.finishPasskeyRegistration(await requireViewer(ctx), input));
    },
  }),
);

builder.mutationField('removePasskey', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Removes a passkey; needs the current password.',
    args: { input: t.arg({ type: RemovePasskeyInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(removePasskeyInput, args.input);
      const viewer = await requireViewer(ctx);
      await throttlePasswordCheck(ctx);
      valueOrThrow(
        await ctx.useCases.removePasskey(viewer, {
          id: input.id as PasskeyId,
          currentPassword: input.currentPassword,
        }),
      );
      return { success: true };
    },
  }),
);
