import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { emailsTo } from '../../support/outbox';
import { postGraphql, type GraphqlReply } from '../../support/graphql-request';
import type { TestApplication } from '../../support/test-application';

export const publicUrl = 'https://app.splitpenny.test';
export const confirmationSubject = 'Confirm your email address to get your free guide';
export const guideSubject = 'Your free guide: A/B testing quick wins';

export const CREATE_NEWSLETTER_SUBSCRIBER = /* GraphQL */ `
  mutation CreateNewsletterSubscriber($input: CreateNewsletterSubscriberInput!) {
    createNewsletterSubscriber(input: $input) {
      success
    }
  }
`;

export function subscribe(
  app: FastifyInstance,
  email: string,
  ip?: string,
): Promise<GraphqlReply<{ createNewsletterSubscriber: { success: boolean } }>> {
  return postGraphql(app, CREATE_NEWSLETTER_SUBSCRIBER, { input: { email } }, ip === undefined ? {} : { ip });
}

/** The emails `to` received with `subject`, oldest first. */
export async function received({ db }: TestApplication, to: string, subject: string) {
  return emailsTo(db.database.db, to, subject);
}

/**
 * The path and query of the link to `path` in an email, as a browser would request it from this server; the
 * HTML part must carry the same link.
 */
export function linkIn(email: { text_body: string; html_body: string } | undefined, path: string): string {
  const link = new RegExp(`${publicUrl}${path}(\\?token=[^\\s"]+)?`).exec(email?.text_body ?? '');
  expect(link, `a ${path} link in: ${email?.text_body}`).not.toBeNull();
  expect(email?.html_body).toContain(`href="${link?.[0]}"`);
  return `${path}${link?.[1] ?? ''}`;
}

/** The token of a link, as the routes read it. */
export function tokenOf(pathAndQuery: string): string {
  return new URL(pathAndQuery, publicUrl).searchParams.get('token') ?? '';
}
