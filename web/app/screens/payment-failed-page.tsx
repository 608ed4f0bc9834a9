import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../account/use-account';
import { SiteLink } from '../components/navigation/site-link';
import { checkoutQueryOptions } from '../features/pricing/checkout-requests';
import { sessionsParameter } from '../features/pricing/session-chooser';
import { formatCount } from '../format/format-count';
import { formatPence } from '../format/format-money';

const route = getRouteApi('/payment-failed');

type FailedCheckout = NonNullable<ReturnType<typeof useFailedCheckout>>;

/** The failed checkout, when the signed-in owner's page names one that failed; null otherwise. */
function useFailedCheckout(checkoutId: string | undefined, signedIn: boolean) {
  const read = useQuery({
    ...checkoutQueryOptions(checkoutId ?? '', false),
    enabled: signedIn && checkoutId !== undefined,
  });
  return read.data?.checkout.status === 'FAILED' ? read.data : null;
}

/** What the failed checkout was for, and the balance it left alone. */
function FailedPurchase({ failed }: { failed: FailedCheckout }) {
  const { checkout, testSessionsRemaining } = failed;
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
  const failed = useFailedCheckout(checkout, account !== null);
  // Try again starts the pricing page at the amount that was being bought.
  const tryAgain = failed === null ? '/pricing' : `/pricing?${sessionsParameter}=${failed.checkout.sessions}`;
  return (
    <div className="page page--medium">
      <h1>Your payment did not go through</h1>
      <p data-testid="payment-failed">
        The payment was declined, so nothing was charged and no sessions were added. You can try again with the same
        card or another one.
      </p>
      {failed !== null && <FailedPurchase failed={failed} />}
      <div className="button-row">
        {/* A plain link: the pricing page reads the amount from its address as it starts. */}
        <a href={tryAgain} className="button button--primary">
          Try again
        </a>
        {account !== null && (
          <SiteLink href="/user" className="button button--secondary">
            My Account
          </SiteLink>
        )}
      </div>
    </div>
  );
}
