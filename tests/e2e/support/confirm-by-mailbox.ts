import { expect, type APIRequestContext } from '@playwright/test';
import type { GraphqlRequest } from './graphql-client';

/** Escapes `text` for a regular expression. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Confirms a new owner's address as they would: the welcome email in the server's development mailbox
 * (DEV_MAILBOX=true), and the link in it. Until then none of the owner's tests takes visitors.
 */
export async function confirmByMailbox(
  request: APIRequestContext,
  serverUrl: string,
  graphql: GraphqlRequest,
  email: string,
): Promise<void> {
  const mailbox = await (await request.get(`${serverUrl}/dev/mailbox`)).text();
  const entry = new RegExp(`href="(/dev/mailbox/[^"]+)">Welcome to Splitpenny — to ${literal(email)}<`).exec(mailbox);
  expect(entry, `no welcome email to ${email} in the mailbox`).not.toBeNull();
  const message = await (await request.get(`${serverUrl}${entry?.[1] ?? ''}`)).text();
  const token = /confirm-account\?token=([^"&\s<]+)/.exec(message)?.[1];
  expect(token, 'no confirmation link in the welcome email').toBeDefined();
  await graphql('mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { email } }', {
    input: { token: decodeURIComponent(token ?? '') },
  });
}
