import type { Viewer } from '../../domain/accounts/viewer';
import { noRefunds } from '../../domain/payments/checkout';
import { quote, type PriceTable, type PurchaseRefusal } from '../../domain/payments/price-table';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { UnitOfWork } from '../ports/unit-of-work';

export type StartCheckoutError = PurchaseRefusal | { readonly kind: 'NotYourEmail' } | { readonly kind: 'NoSuchUser' };

export type StartCheckout = (
  viewer: Viewer,
  input: { readonly email: string; readonly sessions: number },
) => Promise<Result<{ readonly checkoutId: string; readonly url: string }, StartCheckoutError>>;

/**
 * processCheckoutSession: prices the sessions, opens the provider's payment page for that amount, and keeps the
 * checkout, open, until the provider says it was paid or cancelled. Nothing is credited here.
 */
export function makeStartCheckout(deps: {
  readonly uow: UnitOfWork;
  readonly gateway: PaymentGateway;
  readonly prices: PriceTable;
  readonly clock: Clock;
  readonly publicUrl: string;
}): StartCheckout {
  return async (viewer, input) => {
    const priced = quote(deps.prices, input.sessions);
    if (!priced.ok) return priced;
    const user = await deps.uow.read(({ users }) => users.findById(viewer.userId));
    if (user === null) return fail({ kind: 'NoSuchUser' });
    // The receipt goes to the account's own address: a checkout is not a way to bill someone else.
    if (user.email.toLowerCase() !== input.email.trim().toLowerCase()) return fail({ kind: 'NotYourEmail' });
    const customerId = await deps.gateway.customerFor({
      id: user.id,
      email: user.email,
      existing: user.stripeCustomerId,
    });
    if (customerId !== user.stripeCustomerId) {
      await deps.uow.run(({ users }) => users.setStripeCustomerId(user.id, customerId));
    }
    const started = await deps.gateway.createCheckout({
      userId: user.id,
      email: user.email,
      customerId,
      quote: priced.value,
      successUrl: `${deps.publicUrl}/payment-success`,
      cancelUrl: `${deps.publicUrl}/payment-cancelled`,
    });
    // If the server stops before this row is written, the payment webhook rebuilds it from the session's metadata
    // (handle-payment-event.ts); should that delivery have won the race, the row it wrote is this one.
    await deps.uow.run(({ checkouts }) =>
      checkouts.addIfMissing({
        id: started.id,
        userId: user.id,
        provider: deps.gateway.provider,
        sessions: priced.value.sessions,
        amountMinor: priced.value.amountMinor,
        currency: priced.value.currency,
        priceVersion: priced.value.priceVersion,
        status: 'open',
        createdAt: deps.clock.now(),
        completedAt: null,
        paymentReference: null,
        refunds: noRefunds,
      }),
    );
    return ok({ checkoutId: started.id, url: started.url });
  };
}
