import type { FastifyInstance } from 'fastify';
import { databaseOf } from './app-databases';
import { postGraphql } from './graphql-request';
import { emailsTo } from './outbox';

export const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) { id token cardNearingExpiry }
}`;
export const AUTHENTICATE_USER = `mutation AuthenticateUser($input: AuthenticateUserInput!) {
  authenticateUser(input: $input) { id token cardNearingExpiry }
}`;
export const ME = `query Me { me { id email role testSessionsRemaining directAffiliateSignup stripeCustomerId hasEnteredPaymentDetails cardNearingExpiry } }`;
export const CHANGE_USER_EMAIL = `mutation ChangeUserEmail($input: ChangeUserEmailInput!) {
  changeUserEmail(input: $input) { id email }
}`;
export const DELETE_USER = `mutation DeleteUser { deleteUser { success } }`;
export const LOG_OUT = `mutation LogOut { logOut { success } }`;
export const LOG_OUT_EVERYWHERE = `mutation LogOutEverywhere { logOutEverywhere { success } }`;
export const CONFIRM_EMAIL_CHANGE = `mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
  confirmEmailChange(input: $input) { email session { id token } }
}`;
export const SEND_PASSWORD_RESET_EMAIL = `mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {
  sendPasswordResetEmail(input: $input) { success }
}`;
export const CONFIRM_EMAIL = `mutation ConfirmEmail($input: ConfirmEmailInput!) { confirmEmail(input: $input) { email } }`;
export const RESEND_EMAIL_CONFIRMATION = `mutation ResendEmailConfirmation { resendEmailConfirmation { id emailConfirmed } }`;
export const RESET_PASSWORD = `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }`;

let counter = 0;

/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'owner'): string {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.com`;
}

export interface SignedUpUser {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
}

/**
 * Signs up through the API and, as the new owner would, opens the link of the welcome email to confirm the address
 * (so their tests can take visitors), unless `confirmed: false` asks to leave it unconfirmed.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; directAffiliateSignup?: boolean; confirmed?: boolean } = {},
): Promise<SignedUpUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const reply = await postGraphql<{ createUser: { id: string; token: string } }>(app, CREATE_USER, {
    input: {
      email,
      password,
      ...(overrides.directAffiliateSignup === undefined
        ? {}
        : { directAffiliateSignup: overrides.directAffiliateSignup }),
    },
  });
  if (reply.data === null) throw new Error(`sign-up failed: ${JSON.stringify(reply.errors)}`);
  if (overrides.confirmed !== false) await confirmEmailOf(app, email);
  return { id: reply.data.createUser.id, email, password, token: reply.data.createUser.token };
}

/** The token of the newest confirmation link sent to `email`, read from the outbox as its owner would read it. */
export async function confirmationToken(app: FastifyInstance, email: string): Promise<string> {
  const db = databaseOf(app);
  if (db === null) throw new Error('no database known for this app: build it with useTestApplication');
  const sent = [
    ...(await emailsTo(db, email.trim().toLowerCase(), 'Welcome to Splitpenny')),
    ...(await emailsTo(db, email.trim().toLowerCase(), 'Confirm your Splitpenny email address')),
  ];
  const tokens = sent.flatMap((mail) => /confirm-account\?token=([^\s"]+)/.exec(mail.text_body)?.[1] ?? []);
  const token = tokens.at(-1);
  if (token === undefined) throw new Error(`no confirmation link was sent to ${email}`);
  return decodeURIComponent(token);
}

/** Opens the confirmation link sent to `email`: the account's tests take visitors from then on. */
export async function confirmEmailOf(app: FastifyInstance, email: string): Promise<void> {
  const token = await confirmationToken(app, email);
  const reply = await postGraphql(app, CONFIRM_EMAIL, { input: { token } });
  if (reply.data === null) throw new Error(`confirming ${email} failed: ${JSON.stringify(reply.errors)}`);
}

/** Logs in again (after the test's clock moved past the token's day, say): the user with a fresh token. */
export async function logIn(app: FastifyInstance, user: SignedUpUser): Promise<SignedUpUser> {
  const reply = await postGraphql<{ authenticateUser: { token: string } }>(app, AUTHENTICATE_USER, {
    input: { email: user.email, password: user.password },
  });
  if (reply.data === null) throw new Error(`login failed: ${JSON.stringify(reply.errors)}`);
  return { ...user, token: reply.data.authenticateUser.token };
}
