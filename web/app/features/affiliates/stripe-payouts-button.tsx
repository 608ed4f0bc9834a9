import { HostedPageButton } from '../../components/navigation/hosted-page-button';
import { startPayoutOnboarding } from './payout-onboarding-requests';

/** Opens payout onboarding with Stripe Connect, which sends the affiliate back to /user/profile/affiliate?payouts=returned. */
export function StripePayoutsButton() {
  return (
    <HostedPageButton
      open={startPayoutOnboarding}
      label="Set up payouts with Stripe"
      busyLabel="Opening Stripe…"
      variant="primary"
      className="stripe-payouts"
    />
  );
}
