import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { SubscriberTokenHashes } from '../ports/newsletter-repository';

/** The secrets of one opt-in's links: confirming it, and unsubscribing. */
export interface SubscriptionTokens {
  readonly confirm: string;
  readonly unsubscribe: string;
}

/**
 * The unsubscribe secret is derived from the confirm secret rather than drawn separately: only hashes are stored,
 * and the click on the confirm link is the one moment a raw secret comes back to us, so deriving it there lets the
 * guide email carry the very unsubscribe link the confirmation email did. It is as unguessable as the confirm
 * secret, and neither stored hash reveals it.
 */
export function unsubscribeTokenFor(confirmToken: string, opaqueTokens: OpaqueTokens): string {
  return opaqueTokens.hash(`newsletter-unsubscribe:${confirmToken}`);
}

export function newSubscriptionTokens(opaqueTokens: OpaqueTokens): SubscriptionTokens {
  const confirm = opaqueTokens.generate();
  return { confirm, unsubscribe: unsubscribeTokenFor(confirm, opaqueTokens) };
}

export function tokenHashes(tokens: SubscriptionTokens, opaqueTokens: OpaqueTokens): SubscriberTokenHashes {
  return { confirm: opaqueTokens.hash(tokens.confirm), unsubscribe: opaqueTokens.hash(tokens.unsubscribe) };
}
