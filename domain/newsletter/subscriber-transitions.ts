import { fail, ok, type Result } from '../shared/result';
import type { NewsletterSubscriber, SubscriberId } from './newsletter-subscriber';

/** What a sign-up does: only a new (or returning) address is sent a confirmation email. */
export type SubscribeStep =
  { readonly kind: 'SendConfirmation'; readonly next: NewsletterSubscriber } | { readonly kind: 'NothingToSend' };

/** What a click on the confirmation link does: the guide is due once per opt-in. */
export type ConfirmStep =
  { readonly kind: 'SendGuide'; readonly next: NewsletterSubscriber } | { readonly kind: 'NothingToDo' };

export type UnsubscribeStep =
  { readonly kind: 'Unsubscribe'; readonly next: NewsletterSubscriber } | { readonly kind: 'AlreadyUnsubscribed' };

/**
 * A sign-up with `email` (normalised). A new address starts pending. One that is pending or confirmed already gets
 * nothing, so signing up again cannot be used to flood someone's inbox. One that unsubscribed opts in afresh:
 * pending again, as if new, keeping only its id and first sign-up date.
 */
export function subscribe(
  existing: NewsletterSubscriber | null,
  request: { readonly id: SubscriberId; readonly email: string; readonly now: Date },
): SubscribeStep {
  const fresh = { status: 'pending', confirmedAt: null, guideSentAt: null, unsubscribedAt: null } as const;
  if (existing === null) {
    return {
      kind: 'SendConfirmation',
      next: { id: request.id, email: request.email, createdAt: request.now, ...fresh },
    };
  }
  if (existing.status === 'unsubscribed') return { kind: 'SendConfirmation', next: { ...existing, ...fresh } };
  return { kind: 'NothingToSend' };
}

/**
 * The confirmation link was followed. A pending subscriber becomes confirmed and is due the guide; a confirmed one
 * is due it only if it never went out (its sending failed), so a second click sends nothing. An unsubscribed
 * address cannot be confirmed by an old link: its owner said no since.
 */
export function confirm(
  subscriber: NewsletterSubscriber,
  now: Date,
): Result<ConfirmStep, { readonly kind: 'Unsubscribed' }> {
  switch (subscriber.status) {
    case 'unsubscribed':
      return fail({ kind: 'Unsubscribed' });
    case 'pending':
      return ok({
        kind: 'SendGuide',
        next: { ...subscriber, status: 'confirmed', confirmedAt: now, guideSentAt: now },
      });
    case 'confirmed':
      return subscriber.guideSentAt === null
        ? ok({ kind: 'SendGuide', next: { ...subscriber, guideSentAt: now } })
        : ok({ kind: 'NothingToDo' });
    default: {
      const unreachable: never = subscriber.status;
      throw new Error(`Unknown subscriber status: ${String(unreachable)}`);
    }
  }
}

/** The guide email could not be handed over: it is due again, so the next click on the link retries it. */
export function guideNotSent(subscriber: NewsletterSubscriber): NewsletterSubscriber {
  return { ...subscriber, guideSentAt: null };
}

/** Unsubscribing works from any state (a pending address can say "not me"), and twice is the same as once. */
export function unsubscribe(subscriber: NewsletterSubscriber, now: Date): UnsubscribeStep {
  if (subscriber.status === 'unsubscribed') return { kind: 'AlreadyUnsubscribed' };
  return { kind: 'Unsubscribe', next: { ...subscriber, status: 'unsubscribed', unsubscribedAt: now } };
}
