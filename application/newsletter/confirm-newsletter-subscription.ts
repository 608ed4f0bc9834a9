import { confirm, guideNotSent } from '../../domain/newsletter/subscriber-transitions';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { NewsletterRepository } from '../ports/newsletter-repository';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import { guideEmail } from './emails/guide-email';
import { writeAttempts } from './write-attempts';
import { unsubscribeTokenFor } from './subscription-tokens';

export type ConfirmNewsletterSubscriptionError = { readonly kind: 'ConfirmLinkNotValid' };

export type ConfirmNewsletterSubscription = (
  token: string,
) => Promise<Result<void, ConfirmNewsletterSubscriptionError>>;

export interface ConfirmNewsletterSubscriptionDeps {
  readonly newsletter: NewsletterRepository;
  readonly opaqueTokens: OpaqueTokens;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly appUrl: string;
}

/**
 * The confirmation link was followed: the address is confirmed and the guide sent, once. Following it again is
 * fine and sends nothing (mail scanners follow links too). A link that names no subscriber, or one who has
 * unsubscribed since, is not valid.
 */
export function makeConfirmNewsletterSubscription(
  deps: ConfirmNewsletterSubscriptionDeps,
): ConfirmNewsletterSubscription {
  return async (token) => {
    const tokenHash = deps.opaqueTokens.hash(token);
    for (let attempt = 1; attempt <= writeAttempts; attempt += 1) {
      const current = await deps.newsletter.findByConfirmTokenHash(tokenHash);
      if (current === null) return fail({ kind: 'ConfirmLinkNotValid' });
      const step = confirm(current, deps.clock.now());
      if (!step.ok) return fail({ kind: 'ConfirmLinkNotValid' });
      if (step.value.kind === 'NothingToDo') return ok(undefined);
      const { next } = step.value;
      // The write claims the guide (guideSentAt) before it is sent: of two clicks at once, only one can claim it.
      if (await deps.newsletter.update(current, next)) {
        try {
          await deps.mailer.send(guideEmail(next.email, deps.appUrl, unsubscribeTokenFor(token, deps.opaqueTokens)));
        } catch {
          // The mailer has logged why; released, so the next click retries. The page links the guide meanwhile.
          await deps.newsletter.update(next, guideNotSent(next));
        }
        return ok(undefined);
      }
      // Another request changed the subscriber between the read and the write: read it again and decide afresh.
    }
    throw new Error('The newsletter subscriber kept changing while it was being confirmed');
  };
}
