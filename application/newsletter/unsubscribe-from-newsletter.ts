import { unsubscribe } from '../../domain/newsletter/subscriber-transitions';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { NewsletterRepository } from '../ports/newsletter-repository';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import { writeAttempts } from './write-attempts';

export type UnsubscribeLinkError = { readonly kind: 'UnsubscribeLinkNotValid' };

/** Whom an unsubscribe link is for, to ask before acting: a GET must change nothing (mail scanners prefetch links). */
export interface UnsubscribeLinkView {
  readonly email: string;
  readonly unsubscribed: boolean;
}

export type LookUpUnsubscribeLink = (token: string) => Promise<Result<UnsubscribeLinkView, UnsubscribeLinkError>>;

/** Unsubscribes the link's address (twice is the same as once); answers the address. */
export type UnsubscribeFromNewsletter = (
  token: string,
) => Promise<Result<{ readonly email: string }, UnsubscribeLinkError>>;

export interface UnsubscribeDeps {
  readonly newsletter: NewsletterRepository;
  readonly opaqueTokens: OpaqueTokens;
}

export function makeLookUpUnsubscribeLink(deps: UnsubscribeDeps): LookUpUnsubscribeLink {
  return async (token) => {
    const subscriber = await deps.newsletter.findByUnsubscribeTokenHash(deps.opaqueTokens.hash(token));
    if (subscriber === null) return fail({ kind: 'UnsubscribeLinkNotValid' });
    return ok({ email: subscriber.email, unsubscribed: subscriber.status === 'unsubscribed' });
  };
}

export function makeUnsubscribeFromNewsletter(
  deps: UnsubscribeDeps & { readonly clock: Clock },
): UnsubscribeFromNewsletter {
  return async (token) => {
    const tokenHash = deps.opaqueTokens.hash(token);
    for (let attempt = 1; attempt <= writeAttempts; attempt += 1) {
      const current = await deps.newsletter.findByUnsubscribeTokenHash(tokenHash);
      if (current === null) return fail({ kind: 'UnsubscribeLinkNotValid' });
      const step = unsubscribe(current, deps.clock.now());
      if (step.kind === 'AlreadyUnsubscribed') return ok({ email: current.email });
      if (await deps.newsletter.update(current, step.next)) return ok({ email: current.email });
    }
    throw new Error('The newsletter subscriber kept changing while it was being unsubscribed');
  };
}
