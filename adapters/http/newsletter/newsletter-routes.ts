import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ConfirmNewsletterSubscription } from '../../../application/newsletter/confirm-newsletter-subscription';
import { confirmPath, unsubscribePath } from '../../../application/newsletter/emails/newsletter-links';
import type {
  LookUpUnsubscribeLink,
  UnsubscribeFromNewsletter,
} from '../../../application/newsletter/unsubscribe-from-newsletter';
import {
  newsletterPageReply,
  unsubscribedPage,
  unsubscribeLinkNotValidPage,
  unsubscribeQuestionPage,
} from './newsletter-pages';

export interface NewsletterRouteDependencies {
  readonly confirmNewsletterSubscription: ConfirmNewsletterSubscription;
  readonly lookUpUnsubscribeLink: LookUpUnsubscribeLink;
  readonly unsubscribeFromNewsletter: UnsubscribeFromNewsletter;
}

/** Where the web app tells the person how the confirmation went. */
const successPage = '/newsletter-signup/success';

/** A link's token, from the query or the form; anything else (missing, repeated, absurdly long) is no token. */
const withToken = z.object({ token: z.string().trim().min(1).max(200) });

function tokenOf(source: unknown): string | null {
  const parsed = withToken.safeParse(source);
  return parsed.success ? parsed.data.token : null;
}

/**
 * The links in the newsletter emails. Confirming is a GET that redirects to the web app. Unsubscribing asks first:
 * the GET shows a button that POSTs, since mail scanners open links and must not unsubscribe anyone.
 */
export async function registerNewsletterRoutes(app: FastifyInstance, deps: NewsletterRouteDependencies): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get(confirmPath, async (req, reply) => {
      const token = tokenOf(req.query);
      const confirmed = token !== null && (await deps.confirmNewsletterSubscription(token)).ok;
      return reply.header('cache-control', 'no-store').redirect(`${successPage}?confirmed=${confirmed ? 1 : 0}`, 303);
    });

    scope.get(unsubscribePath, async (req, reply) => {
      const token = tokenOf(req.query);
      const link = token === null ? null : await deps.lookUpUnsubscribeLink(token);
      if (token === null || link === null || !link.ok) {
        return newsletterPageReply(reply).status(404).send(unsubscribeLinkNotValidPage);
      }
      const { email, unsubscribed } = link.value;
      return newsletterPageReply(reply).send(
        unsubscribed ? unsubscribedPage(email) : unsubscribeQuestionPage(unsubscribePath, token, email),
      );
    });

    scope.post(unsubscribePath, async (req, reply) => {
      const token = tokenOf(req.body);
      const done = token === null ? null : await deps.unsubscribeFromNewsletter(token);
      if (done === null || !done.ok) return newsletterPageReply(reply).status(404).send(unsubscribeLinkNotValidPage);
      return newsletterPageReply(reply).send(unsubscribedPage(done.value.email));
    });
  });
}
