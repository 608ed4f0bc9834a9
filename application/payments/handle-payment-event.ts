import type { CheckoutId } from '../../domain/shared/ids';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import { cancelIn, completeIn, failIn, type SendReceipt, type Settled } from './settle-checkout';

/** What the webhook adapter makes of a verified provider event: only the parts the product acts on. */
export type PaymentEvent =
  | { readonly id: string; readonly type: 'checkout_paid'; readonly checkoutId: CheckoutId }
  | { readonly id: string; readonly type: 'checkout_expired'; readonly checkoutId: CheckoutId }
  | { readonly id: string; readonly type: 'checkout_failed'; readonly checkoutId: CheckoutId }
  | { readonly id: string; readonly type: 'other'; readonly providerType: string };

export type PaymentEventOutcome = 'handled' | 'duplicate' | 'ignored' | 'unknown_checkout';

export type HandlePaymentEvent = (event: PaymentEvent) => Promise<PaymentEventOutcome>;

/**
 * One provider event, handled once: its id is recorded in the same transaction as what it changes, so a replay,
 * or a second delivery racing the first, changes nothing. Events of other types are acknowledged and ignored.
 */
export function makeHandlePaymentEvent(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly sendReceipt: SendReceipt;
}): HandlePaymentEvent {
  return async (event) => {
    let paid: Settled | null = null;
    const outcome = await deps.uow.run(async (repositories): Promise<PaymentEventOutcome> => {
      const type = event.type === 'other' ? event.providerType : event.type;
      const first = await repositories.checkouts.recordEvent({ id: event.id, type }, deps.clock.now());
      if (!first) return 'duplicate';
      if (event.type === 'other') return 'ignored';
      if (event.type === 'checkout_expired') {
        return (await cancelIn(repositories, event.checkoutId)).ok ? 'handled' : 'unknown_checkout';
      }
      if (event.type === 'checkout_failed') {
        return (await failIn(repositories, event.checkoutId)).ok ? 'handled' : 'unknown_checkout';
      }
      const completed = await completeIn(repositories, event.checkoutId, deps);
      // Money was taken for a checkout this server cannot credit: roll the event back, so the provider delivers
      // it again (and the failure is logged), rather than acknowledge a payment that added nothing.
      if (!completed.ok) {
        throw new Error(`payment event ${event.id}: checkout ${event.checkoutId} ${completed.error.kind}`);
      }
      paid = completed.value;
      return 'handled';
    });
    if (paid !== null) await deps.sendReceipt(paid);
    return outcome;
  };
}
