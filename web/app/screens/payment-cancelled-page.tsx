import { Link } from '@tanstack/react-router';

/** /payment-cancelled: the owner left the payment page without paying. */
export function PaymentCancelledPage() {
  return (
    <div className="page page--medium">
      <h1>Payment cancelled</h1>
      <p data-testid="payment-cancelled">Nothing was charged, and your sessions are as they were.</p>
      <div className="button-row">
        <Link to="/pricing" className="button button--primary">
          Back to pricing
        </Link>
        <Link to="/user" className="button button--secondary">
          My Account
        </Link>
      </div>
    </div>
  );
}
