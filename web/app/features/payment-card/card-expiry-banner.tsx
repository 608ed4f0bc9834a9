import { Notice } from '../../components/feedback/notice';
import { cardHasExpired, type SavedCard } from './saved-card';
import { UpdateCardButton } from './update-card-button';

function expiryText(card: SavedCard | null, now: Date): string {
  if (card === null) return 'Your saved card expires soon.';
  return cardHasExpired(card, now)
    ? `Your card ending ${card.last4} has expired.`
    : `Your card ending ${card.last4} expires soon.`;
}

/** Shown at the top of My Account while the saved card is about to expire (or has), with the way to replace it. */
export function CardExpiryBanner({
  card,
  customerId,
  now = new Date(),
}: {
  card: SavedCard | null;
  customerId: string | null;
  now?: Date;
}) {
  return (
    <div className="card-expiry-banner" data-testid="card-expiry-banner">
      <Notice kind="warning" title="Update your payment card">
        <p className="notice__line">{expiryText(card, now)} Update it so that you can keep buying sessions.</p>
        {customerId !== null && <UpdateCardButton customerId={customerId} />}
      </Notice>
    </div>
  );
}
