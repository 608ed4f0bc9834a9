import { useSuspenseQuery } from '@tanstack/react-query';
import { formatPence } from '../../format/format-money';
import { affiliateBalancesQueryOptions } from './affiliate-queries';

/** Pending and qualified commission, with the rules that move money from one to the other and then to a payout. */
export function AffiliateBalances() {
  const { affiliateBalancePending, affiliateBalanceQualified } = useSuspenseQuery(affiliateBalancesQueryOptions()).data;
  return (
    <section className="account-section" aria-labelledby="affiliate-balances-heading">
      <h2 id="affiliate-balances-heading">Balances</h2>
      <dl className="affiliate-figures">
        <div className="affiliate-figures__item">
          <dt>Pending</dt>
          <dd data-testid="balance-pending">{formatPence(affiliateBalancePending)}</dd>
        </div>
        <div className="affiliate-figures__item">
          <dt>Qualified</dt>
          <dd data-testid="balance-qualified">{formatPence(affiliateBalanceQualified)}</dd>
        </div>
      </dl>
      <p>Commissions qualify 3 months after the payment; payouts start once your qualified balance reaches £10.00.</p>
    </section>
  );
}
