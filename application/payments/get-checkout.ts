import type { Viewer } from '../../domain/accounts/viewer';
import type { Checkout } from '../../domain/payments/checkout';
import type { CheckoutId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../ports/unit-of-work';

export type GetCheckout = (
  viewer: Viewer,
  id: CheckoutId,
) => Promise<Result<Checkout, { readonly kind: 'CheckoutNotFound' }>>;

/** The owner's own checkout, for the payment pages to follow it; anyone else's is not found. */
export function makeGetCheckout(deps: { readonly uow: UnitOfWork }): GetCheckout {
  return async (viewer, id) => {
    const checkout = await deps.uow.read(({ checkouts }) => checkouts.findOwn(viewer.userId, id));
    return checkout === null ? fail({ kind: 'CheckoutNotFound' }) : ok(checkout);
  };
}

export type GetCheckoutForPayment = (id: CheckoutId) => Promise<Checkout | null>;

/**
 * The checkout a payment page shows, by its id alone, as a provider's hosted page would: whoever has the link may
 * pay it, and paying only ever credits the account that started it.
 */
export function makeGetCheckoutForPayment(deps: { readonly uow: UnitOfWork }): GetCheckoutForPayment {
  return (id) => deps.uow.read(({ checkouts }) => checkouts.find(id));
}
