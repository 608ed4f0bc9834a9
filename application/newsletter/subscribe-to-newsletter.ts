import { normaliseEmail } from '../../domain/accounts/email-address';
import type { SubscriberId } from '../../domain/newsletter/newsletter-subscriber';
import { subscribe } from '../../domain/newsletter/subscriber-transitions';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { NewsletterRepository } from '../ports/newsletter-repository';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import { confirmSubscriptionEmail } from './emails/confirm-subscription-email';
import { newSubscriptionTokens, tokenHashes } from './subscription-tokens';

/** Completes the same way whether the address is new, pending, confirmed or unsubscribed: it tells nobody who subscribed. */
export type SubscribeToNewsletter = (input: { readonly email: string }) => Promise<void>;

export interface SubscribeToNewsletterDeps {
  readonly newsletter: NewsletterRepository;
  readonly opaqueTokens: OpaqueTokens;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly appUrl: string;
}

/**
 * A sign-up for the free guide: a new (or returning) address becomes pending and is sent the one confirmation
 * email; an address already pending or confirmed is sent nothing.
 */
export function makeSubscribeToNewsletter(deps: SubscribeToNewsletterDeps): SubscribeToNewsletter {
  return async (input) => {
    const email = normaliseEmail(input.email);
    const existing = await deps.newsletter.findByEmail(email);
    const step = subscribe(existing, { id: deps.ids.next() as SubscriberId, email, now: deps.clock.now() });
    if (step.kind === 'NothingToSend') return;
    const tokens = newSubscriptionTokens(deps.opaqueTokens);
    const hashes = tokenHashes(tokens, deps.opaqueTokens);
    const saved =
      existing === null
        ? await deps.newsletter.add(step.next, hashes)
        : await deps.newsletter.update(existing, step.next, hashes);
    // Another sign-up with this address got there first, and sends its own email.
    if (!saved) return;
    try {
      await deps.mailer.send(confirmSubscriptionEmail(email, deps.appUrl, tokens));
    } catch {
      // The mailer has logged why. Undone, so that signing up again sends a new email rather than nothing; the
      // answer stays the same as ever, so a failure cannot tell which addresses were subscribed.
      await (existing === null ? deps.newsletter.remove(step.next) : deps.newsletter.update(step.next, existing));
    }
  };
}
