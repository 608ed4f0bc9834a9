import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../account/use-account';
import { SiteLink } from '../components/navigation/site-link';
import { checkoutQueryOptions } from '../features/pricing/checkout-requests';
import { formatCount } from '../format/format-count';
import { formatPence } from '../format/format-money';

const route = getRouteApi('/payment-failed');

/** What the failed checkout was for, and the balance it left alone; nothing when it cannot be read. */
function FailedPurchase({ checkoutId }: { checkoutId: string }) {
  const read = useQuery(checkoutQueryOptions(checkoutId, false));
  if (read.data?.checkout.status !== 'FAILED') return null;
  const { checkout, testSessionsRemaining } = read.data;
  return (
    <p data-testid="failed-purchase">
      You were buying {formatCount(checkout.sessions)} sessions for {formatPence(checkout.amountMinor)}. You still have{' '}
      {formatCount(testSessionsRemaining)} {testSessionsRemaining === 1 ? 'session' : 'sessions'}.
    </p>
  );
}

/** /payment-failed: the payment provider declined the payment (`?checkout=<id>` names the checkout). */
export function PaymentFailedPage() {
  const { checkout } = route.useSearch();
  const account = useAccount();
  return (
    <div className="page page--medium">
      <h1>Your payment did not go through</h1>
      <p data-testid="payment-failed">
        The payment was declined, so nothing was charged and no sessions were added. You can try again with the same
        card or another one.
      </p>
      {account !== null && checkout !== undefined && <FailedPurchase checkoutId={checkout} />}
      <div className="button-row">
        <SiteLink href="/pricing" className="button button--primary">
          Try again
        </SiteLink>
        {account !== null && (
          <SiteLink href="/user" className="button button--secondary">
            My Account
          </SiteLink>
        )}
      </div>
    </div>
  );
}
