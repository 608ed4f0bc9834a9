import { describe, expect, it } from 'vitest';
import type {
  NewsletterSubscriber,
  SubscriberId,
  SubscriberStatus,
} from '../../../../domain/newsletter/newsletter-subscriber';
import { confirm, guideNotSent, subscribe, unsubscribe } from '../../../../domain/newsletter/subscriber-transitions';

const signedUpAt = new Date('2025-05-01T08:00:00.000Z');
const confirmedAt = new Date('2025-05-01T08:05:00.000Z');
const leftAt = new Date('2025-06-01T10:00:00.000Z');
const now = new Date('2025-07-01T12:00:00.000Z');
const id = 'sub-1' as SubscriberId;

/** A subscriber in one state, as the transitions leave it there. */
const subscribers: Record<'pending' | 'confirmed' | 'confirmedGuideFailed' | 'unsubscribed', NewsletterSubscriber> = {
  pending: {
    id,
    email: 'ann@example.com',
    status: 'pending',
    createdAt: signedUpAt,
    confirmedAt: null,
    guideSentAt: null,
    unsubscribedAt: null,
  },
  confirmed: {
    id,
    email: 'ann@example.com',
    status: 'confirmed',
    createdAt: signedUpAt,
    confirmedAt,
    guideSentAt: confirmedAt,
    unsubscribedAt: null,
  },
  confirmedGuideFailed: {
    id,
    email: 'ann@example.com',
    status: 'confirmed',
    createdAt: signedUpAt,
    confirmedAt,
    guideSentAt: null,
    unsubscribedAt: null,
  },
  unsubscribed: {
    id,
    email: 'ann@example.com',
    status: 'unsubscribed',
    createdAt: signedUpAt,
    confirmedAt,
    guideSentAt: confirmedAt,
    unsubscribedAt: leftAt,
  },
};
type From = keyof typeof subscribers | 'none';

/** What a transition did: the state it moved to (and the dates that matter), or what it declined to do. */
type Outcome =
  | { readonly does: string; readonly status?: SubscriberStatus; readonly changes?: Partial<NewsletterSubscriber> }
  | { readonly refuses: string };

const pendingAgain = { confirmedAt: null, guideSentAt: null, unsubscribedAt: null };

describe('newsletter subscriber transitions', () => {
  it.each<[string, From, 'subscribe' | 'confirm' | 'unsubscribe', Outcome]>([
    [
      'a new address subscribes',
      'none',
      'subscribe',
      { does: 'SendConfirmation', status: 'pending', changes: { createdAt: now, ...pendingAgain } },
    ],
    ['a pending address subscribes again', 'pending', 'subscribe', { does: 'NothingToSend' }],
    ['a confirmed address subscribes again', 'confirmed', 'subscribe', { does: 'NothingToSend' }],
    [
      'an unsubscribed address subscribes again',
      'unsubscribed',
      'subscribe',
      { does: 'SendConfirmation', status: 'pending', changes: { createdAt: signedUpAt, ...pendingAgain } },
    ],
    [
      'a pending address confirms',
      'pending',
      'confirm',
      { does: 'SendGuide', status: 'confirmed', changes: { confirmedAt: now, guideSentAt: now } },
    ],
    ['a confirmed address confirms again', 'confirmed', 'confirm', { does: 'NothingToDo' }],
    [
      'a confirmed address whose guide failed confirms again',
      'confirmedGuideFailed',
      'confirm',
      { does: 'SendGuide', status: 'confirmed', changes: { confirmedAt, guideSentAt: now } },
    ],
    ['an unsubscribed address follows an old confirm link', 'unsubscribed', 'confirm', { refuses: 'Unsubscribed' }],
    [
      'a pending address unsubscribes',
      'pending',
      'unsubscribe',
      { does: 'Unsubscribe', status: 'unsubscribed', changes: { unsubscribedAt: now, confirmedAt: null } },
    ],
    [
      'a confirmed address unsubscribes',
      'confirmed',
      'unsubscribe',
      { does: 'Unsubscribe', status: 'unsubscribed', changes: { unsubscribedAt: now, guideSentAt: confirmedAt } },
    ],
    ['an unsubscribed address unsubscribes again', 'unsubscribed', 'unsubscribe', { does: 'AlreadyUnsubscribed' }],
  ])('%s', (_name, from, event, expected) => {
    const current = from === 'none' ? null : subscribers[from];
    const outcome = transition(current, event);
    if ('refuses' in expected) {
      expect(outcome).toEqual({ refuses: expected.refuses });
      return;
    }
    expect(outcome.kind).toBe(expected.does);
    if (expected.status === undefined) {
      expect(outcome.next).toBeUndefined();
    } else {
      expect(outcome.next).toEqual({
        ...(current ?? { id, email: 'ann@example.com' }),
        status: expected.status,
        ...expected.changes,
      });
    }
  });

  it('makes the guide due again when it could not be sent', () => {
    expect(guideNotSent(subscribers.confirmed)).toEqual(subscribers.confirmedGuideFailed);
  });
});

/** Runs one event and flattens its answer to { kind, next } (or { refuses }). */
function transition(
  current: NewsletterSubscriber | null,
  event: 'subscribe' | 'confirm' | 'unsubscribe',
): { kind: string; next?: NewsletterSubscriber } | { refuses: string; kind?: undefined; next?: undefined } {
  if (event === 'subscribe') return subscribe(current, { id, email: 'ann@example.com', now });
  if (current === null) throw new Error('only subscribing starts from no subscriber');
  if (event === 'unsubscribe') return unsubscribe(current, now);
  const confirmed = confirm(current, now);
  return confirmed.ok ? confirmed.value : { refuses: confirmed.error.kind };
}
