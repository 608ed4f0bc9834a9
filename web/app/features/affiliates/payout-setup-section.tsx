import { useSuspenseQuery } from '@tanstack/react-query';
import { affiliatePayoutSetupQueryOptions } from './affiliate-queries';
import { BankDetailsSection } from './bank-details-section';
import { StripePayoutsButton } from './stripe-payouts-button';

/**
 * How the affiliate gets paid: payouts are enabled once a Stripe payout account is set up or bank details are
 * saved (for a manual bank transfer); either way is offered here, and once payouts are enabled the Stripe set-up is
 * folded away rather than offered again.
 */
export function PayoutSetupSection() {
  const { affiliatePayoutsEnabled, userBankDetails } = useSuspenseQuery(affiliatePayoutSetupQueryOptions()).data;
  return (
    <section className="account-section" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading">Payouts</h2>
      <p className="affiliate-payouts__status" data-testid="payouts-status">
        <span className={`status status--${affiliatePayoutsEnabled ? 'active' : 'inactive'}`}>
          {affiliatePayoutsEnabled ? 'Payouts enabled' : 'Payouts not set up'}
        </span>
      </p>
      <p>
        {affiliatePayoutsEnabled
          ? 'We pay your qualified balance once it reaches £10.00.'
          : 'Set up payouts with Stripe, or save your bank details for a bank transfer, so that we can pay you.'}
      </p>
      {affiliatePayoutsEnabled ? (
        // Set up already: the offer to set up is folded away, kept for an affiliate who wants to be paid another way.
        <details className="affiliate-subsection">
          <summary>Be paid through Stripe instead</summary>
          <p>Stripe asks for your identity and bank account, then sends you back here.</p>
          <StripePayoutsButton />
        </details>
      ) : (
        <section className="affiliate-subsection" aria-labelledby="stripe-payouts-heading">
          <h3 id="stripe-payouts-heading">Stripe</h3>
          <p>Stripe asks for your identity and bank account, then sends you back here.</p>
          <StripePayoutsButton />
        </section>
      )}
      <BankDetailsSection details={userBankDetails ?? null} />
    </section>
  );
}
