import type { FastifyInstance } from 'fastify';
import { postGraphql, type GraphqlReply } from '../../support/graphql-request';
import type { TestApplication } from '../../support/test-application';

/** CONTACT_EMAIL in these tests: where the team's copy of each message goes. */
export const teamAddress = 'contact-team@splitpenny.test';

export const SEND_CONTACT_MESSAGE = /* GraphQL */ `
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
    }
  }
`;

export interface ContactInput {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly website?: string;
}

export const validMessage: ContactInput = {
  name: 'Ann Smith',
  email: 'ann@example.com',
  subject: 'Tracking script',
  message: 'Does the script work on a site built with a page builder?',
};

let addresses = 0;

/** A client address of its own per call, so one test's messages never count against another's limit. */
export function freshIp(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

export function sendContactMessage(
  app: FastifyInstance,
  input: ContactInput,
  options: { readonly ip?: string; readonly bearer?: string } = {},
): Promise<GraphqlReply<{ sendContactMessage: { success: boolean } }>> {
  return postGraphql(app, SEND_CONTACT_MESSAGE, { input }, { ip: options.ip ?? freshIp(), ...options });
}

/** The messages kept from `email`, oldest first. */
export function keptFrom({ db }: TestApplication, email: string) {
  return db.database.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();
}
