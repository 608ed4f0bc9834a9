import { SiteLink } from '../components/navigation/site-link';

/** /payment-method-update-success: where the card page sends the owner after saving a new card. */
export function PaymentMethodUpdateSuccessPage() {
  return (
    <div className="page page--medium">
      <h1>Your card has been updated</h1>
      <p data-testid="card-updated">
        The new card is kept for your future purchases of sessions. My Account shows it as soon as the payment provider
        has confirmed it, usually within seconds.
      </p>
      <div className="button-row">
        <SiteLink href="/user" className="button button--primary">
          My Account
        </SiteLink>
        <SiteLink href="/pricing" className="button button--secondary">
          Buy sessions
        </SiteLink>
      </div>
    </div>
  );
}
