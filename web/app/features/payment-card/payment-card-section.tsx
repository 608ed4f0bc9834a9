import { SiteLink } from '../../components/navigation/site-link';
import { describeCard, type SavedCard } from './saved-card';
import { UpdateCardButton } from './update-card-button';

/** My Account's card: the one kept from the owner's first purchase, and a way to replace it. */
export function PaymentCardSection({ card, customerId }: { card: SavedCard | null; customerId: string | null }) {
  return (
    <section className="account-section" aria-labelledby="payment-card-heading">
      <h2 id="payment-card-heading">Payment card</h2>
      {card !== null ? (
        <p className="payment-card__summary" data-testid="payment-card">
          {describeCard(card)}
        </p>
      ) : (
        <p data-testid="payment-card">
          No card saved yet. The card you pay with the first time you <SiteLink href="/pricing">buy sessions</SiteLink>{' '}
          is kept here for later purchases.
        </p>
      )}
      {customerId !== null && <UpdateCardButton customerId={customerId} />}
    </section>
  );
}
