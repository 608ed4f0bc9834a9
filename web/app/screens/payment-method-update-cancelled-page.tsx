import { SiteLink } from '../components/navigation/site-link';

/** /payment-method-update-cancelled: the owner left the card page without saving a card. */
export function PaymentMethodUpdateCancelledPage() {
  return (
    <div className="page page--medium">
      <h1>Card update cancelled</h1>
      <p data-testid="card-update-cancelled">Nothing was changed: the card on file is the one you had before.</p>
      <div className="button-row">
        <SiteLink href="/user" className="button button--primary">
          Back to My Account
        </SiteLink>
      </div>
    </div>
  );
}
