import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useAccount } from '../account/use-account';
import { SiteLink } from '../components/navigation/site-link';
import { meQueryOptions } from '../features/accounts/account-queries';
import { PriceTiers } from '../features/pricing/price-tiers';
import { sessionPricesQueryOptions } from '../features/pricing/pricing-queries';
import { SessionChooser } from '../features/pricing/session-chooser';
import { formatCount } from '../format/format-count';
import '../styles/pricing.css';

/** The signed-in owner's balance, beside the chooser: what they have before they buy more. */
function Balance() {
  const me = useQuery(meQueryOptions());
  const left = me.data?.me.testSessionsRemaining;
  if (left === undefined) return null;
  return (
    <p className="pricing__balance" data-testid="pricing-balance">
      You have {formatCount(left)} {left === 1 ? 'session' : 'sessions'} left.
    </p>
  );
}

/** /pricing: the price table and a chooser that shows the exact price of any purchase. */
export function PricingPage() {
  const prices = useSuspenseQuery(sessionPricesQueryOptions()).data.sessionPrices;
  const account = useAccount();
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Pricing</h1>
          <p className="hero__lead">
            Pay only for the visitor sessions your tests use: one session for each visitor who takes part in a live
            test. Every account is topped up to 1,000 free sessions each month.
          </p>
        </div>
      </section>
      <section className="page section pricing" aria-labelledby="pricing-choose">
        <h2 id="pricing-choose">How many sessions?</h2>
        <SessionChooser
          minimum={prices.minimumSessions}
          maximum={prices.maximumSessions}
          buyerEmail={account?.email ?? null}
        />
        {account === null ? (
          <div className="button-row">
            <SiteLink href="/create-account" className="button button--primary button--large">
              Create a free account
            </SiteLink>
            <SiteLink href="/login" className="button button--secondary button--large">
              Log in
            </SiteLink>
          </div>
        ) : (
          <Balance />
        )}

        <h2>Prices</h2>
        <p>
          The more sessions a purchase includes, the less each one costs. Each part of a purchase is priced at its own
          band&apos;s rate, so buying more never costs less in total.
        </p>
        <PriceTiers tiers={prices.tiers} />

        <h2>What you pay for</h2>
        <ul className="pricing__points">
          <li>A session is one visitor taking part in one of your live tests; the same visitor coming back is free.</li>
          <li>
            Running a winner costs nothing: once you ship a test&apos;s winning variant, every visitor of the page sees
            it, untested, and no sessions are used.
          </li>
          <li>
            Sessions you buy stay on your account. The <SiteLink href="/free-topup">monthly free top-up</SiteLink> only
            ever brings a balance up to 1,000, never takes anything away.
          </li>
          <li>When your sessions run out, your tests pause and visitors see your original pages.</li>
          <li>Prices are in pounds sterling (GBP).</li>
        </ul>
      </section>
    </>
  );
}
