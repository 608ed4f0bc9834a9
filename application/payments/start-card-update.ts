import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { UnitOfWork } from '../ports/unit-of-work';

export type StartCardUpdateError = { readonly kind: 'NoSuchUser' } | { readonly kind: 'NotYourCustomer' };

export type StartCardUpdate = (
  viewer: Viewer,
  customerId: string,
) => Promise<Result<{ readonly cardUpdateId: string; readonly url: string }, StartCardUpdateError>>;

/**
 * processCardUpdateSession: opens the provider's page for saving a new card, for the signed-in owner's own customer
 * only (a customer is made on the first purchase). The card is saved when the provider says so, not here.
 */
export function makeStartCardUpdate(deps: {
  readonly uow: UnitOfWork;
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
  readonly publicUrl: string;
}): StartCardUpdate {
  return async (viewer, customerId) => {
    const user = await deps.uow.read(({ users }) => users.findById(viewer.userId));
    if (user === null) return fail({ kind: 'NoSuchUser' });
    if (user.stripeCustomerId === null || user.stripeCustomerId !== customerId.trim()) {
      return fail({ kind: 'NotYourCustomer' });
    }
    const started = await deps.gateway.createCardUpdate({
      userId: user.id,
      customerId: user.stripeCustomerId,
      successUrl: `${deps.publicUrl}/payment-method-update-success`,
      cancelUrl: `${deps.publicUrl}/payment-method-update-cancelled`,
    });
    await deps.uow.run(({ cardUpdates }) =>
      cardUpdates.add({
        id: started.id,
        userId: user.id,
        provider: deps.gateway.provider,
        status: 'open',
        createdAt: deps.clock.now(),
        completedAt: null,
      }),
    );
    return ok({ cardUpdateId: started.id, url: started.url });
  };
}
