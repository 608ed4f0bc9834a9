import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { hasServerErrorCode } from '../api/graphql-errors';
import { useAccount } from '../account/use-account';
import { LoadingIndicator } from '../components/feedback/loading-indicator';
import { Notice } from '../components/feedback/notice';
import { accountQueryKey } from '../features/accounts/account-queries';
import { checkoutQueryOptions, confirmationWaitMs } from '../features/pricing/checkout-requests';
import { formatCount } from '../format/format-count';

const route = getRouteApi('/payment-success');

/** What became of the payment: confirmed (and the new balance), still being confirmed, or not found. */
function Confirmation({ checkoutId }: { checkoutId: string }) {
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), confirmationWaitMs);
    return () => clearTimeout(timer);
  }, []);
  const queryClient = useQueryClient();
  const read = useQuery(checkoutQueryOptions(checkoutId, !waitedLong));
  const navigate = useNavigate();
  const status = read.data?.checkout.status;
  useEffect(() => {
    // The balance shown elsewhere (My Account, the header) is stale once the sessions have arrived.
    if (status === 'COMPLETED') void queryClient.invalidateQueries({ queryKey: [...accountQueryKey, 'me'] });
    // A declined payment has its own page; this one would thank the owner for nothing.
    if (status === 'FAILED') void navigate({ to: '/payment-failed', search: { checkout: checkoutId }, replace: true });
  }, [status, queryClient, navigate, checkoutId]);

  if (read.isPending) return <LoadingIndicator label="Confirming your payment…" />;
  if (read.isError) {
    return (
      <Notice kind="error" title="We could not find this payment">
        {hasServerErrorCode(read.error, 'NOT_FOUND')
          ? 'This link does not belong to a payment of your account.'
          : 'Its state could not be read just now. Reload the page to try again.'}
      </Notice>
    );
  }
  const { checkout, testSessionsRemaining } = read.data;
  if (checkout.status === 'COMPLETED') {
    return (
      <Notice kind="success" title="Payment confirmed">
        <p data-testid="payment-confirmed">
          {formatCount(checkout.sessions)} sessions were added to your account. You now have{' '}
          {formatCount(testSessionsRemaining)} sessions; tests paused for want of sessions carry on by themselves.
        </p>
      </Notice>
    );
  }
  if (checkout.status === 'FAILED') return <LoadingIndicator label="Your payment did not go through…" />;
  if (checkout.status === 'CANCELLED') {
    return <Notice kind="info">This checkout was cancelled: nothing was charged.</Notice>;
  }
  return !waitedLong ? (
    <LoadingIndicator label="Confirming your payment…" />
  ) : (
    <Notice kind="info" title="Your payment is still being confirmed">
      The sessions arrive as soon as the payment provider confirms it; reload this page in a minute to see them.
    </Notice>
  );
}

/** /payment-success: where the payment page sends the owner after paying. */
export function PaymentSuccessPage() {
  const { checkout } = route.useSearch();
  const account = useAccount();
  return (
    <div className="page page--medium">
      <h1>Thank you for your purchase</h1>
      {account === null ? (
        <p>
          <Link to="/login">Log in</Link> to see your sessions.
        </p>
      ) : checkout === undefined ? (
        <p>Your sessions arrive as soon as the payment is confirmed.</p>
      ) : (
        <Confirmation checkoutId={checkout} />
      )}
      <div className="button-row">
        <Link to="/user/tests" className="button button--primary">
          Go to your tests
        </Link>
        <Link to="/user" className="button button--secondary">
          My Account
        </Link>
      </div>
    </div>
  );
}
