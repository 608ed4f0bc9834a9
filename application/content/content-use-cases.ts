import { makeSendContactMessage } from '../contact/send-contact-message';
import { makeConfirmNewsletterSubscription } from '../newsletter/confirm-newsletter-subscription';
import { makeSubscribeToNewsletter } from '../newsletter/subscribe-to-newsletter';
import { makeLookUpUnsubscribeLink, makeUnsubscribeFromNewsletter } from '../newsletter/unsubscribe-from-newsletter';
import type { Clock } from '../ports/clock';
import type { ContactMessageRepository } from '../ports/contact-message-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { NewsletterRepository } from '../ports/newsletter-repository';
import type { OpaqueTokens } from '../ports/opaque-tokens';

export interface ContentPorts {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly opaqueTokens: OpaqueTokens;
  readonly newsletter: NewsletterRepository;
  readonly contactMessages: ContactMessageRepository;
  readonly appUrl: string;
  /** Where the team reads contact messages (CONTACT_EMAIL). */
  readonly contactEmail: string;
}

/** The public website's forms: the free guide's double opt-in and the contact form. */
export function contentUseCases(ports: ContentPorts) {
  const { newsletter, opaqueTokens, mailer, clock, ids, appUrl } = ports;
  return {
    subscribeToNewsletter: makeSubscribeToNewsletter({ newsletter, opaqueTokens, mailer, clock, ids, appUrl }),
    confirmNewsletterSubscription: makeConfirmNewsletterSubscription({
      newsletter,
      opaqueTokens,
      mailer,
      clock,
      appUrl,
    }),
    lookUpUnsubscribeLink: makeLookUpUnsubscribeLink({ newsletter, opaqueTokens }),
    unsubscribeFromNewsletter: makeUnsubscribeFromNewsletter({ newsletter, opaqueTokens, clock }),
    sendContactMessage: makeSendContactMessage({
      messages: ports.contactMessages,
      mailer,
      clock,
      ids,
      teamAddress: ports.contactEmail,
    }),
  };
}

export type ContentUseCases = ReturnType<typeof contentUseCases>;
