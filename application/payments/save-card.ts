import type { CardUpdate } from '../../domain/payments/card-update';
import type { SavedCard } from '../../domain/payments/saved-card';
import type { CardUpdateId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';

export type CardUpdateError = { readonly kind: 'CardUpdateNotFound' } | { readonly kind: 'CardUpdateClosed' };

/**
 * A card update page saved a card: it becomes the owner's card, in the caller's transaction. The update is locked
 * first, so two deliveries take turns; a repeat of one completed already changes nothing.
 */
export async function completeCardUpdateIn(
  { cardUpdates, users }: Repositories,
  id: CardUpdateId,
  card: SavedCard,
  now: Date,
): Promise<Result<{ readonly saved: boolean }, CardUpdateError>> {
  const update = await cardUpdates.lock(id);
  if (update === null) return fail({ kind: 'CardUpdateNotFound' });
  if (update.status === 'completed') return ok({ saved: false });
  if (update.status === 'cancelled') return fail({ kind: 'CardUpdateClosed' });
  await users.saveCard(update.userId, card);
  await cardUpdates.markCompleted(id, now);
  return ok({ saved: true });
}

/** A card was attached to a customer (saved while paying): it becomes that customer's user's card. */
export async function saveCustomerCardIn(
  { users }: Repositories,
  customerId: string,
  card: SavedCard,
): Promise<{ readonly saved: boolean }> {
  const owner = await users.findByStripeCustomerId(customerId);
  if (owner === null) return { saved: false };
  await users.saveCard(owner.id, card);
  return { saved: true };
}

export type CompleteCardUpdate = (
  id: CardUpdateId,
  card: SavedCard,
) => Promise<Result<{ saved: boolean }, CardUpdateError>>;
export type CancelCardUpdate = (id: CardUpdateId) => Promise<Result<{ cancelled: boolean }, CardUpdateError>>;
export type GetCardUpdate = (id: CardUpdateId) => Promise<CardUpdate | null>;

/** The local card page's Save button: what a Stripe setup-mode completion does. */
export function makeCompleteCardUpdate(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): CompleteCardUpdate {
  return (id, card) => deps.uow.run((repositories) => completeCardUpdateIn(repositories, id, card, deps.clock.now()));
}

/** The owner left the card page without saving: the update closes and the card stays as it was. */
export function makeCancelCardUpdate(deps: { readonly uow: UnitOfWork }): CancelCardUpdate {
  return (id) =>
    deps.uow.run(async ({ cardUpdates }) => {
      const update = await cardUpdates.lock(id);
      if (update === null) return fail({ kind: 'CardUpdateNotFound' });
      if (update.status !== 'open') return ok({ cancelled: false });
      await cardUpdates.markCancelled(id);
      return ok({ cancelled: true });
    });
}

/** The card update a page shows, by its id alone, as the provider's hosted page would. */
export function makeGetCardUpdate(deps: { readonly uow: UnitOfWork }): GetCardUpdate {
  return (id) => deps.uow.read(({ cardUpdates }) => cardUpdates.find(id));
}
