import { SiteLink } from '../../components/navigation/site-link';
import '../../styles/affiliates.css';
import { payoutThresholdSentence, programme } from './programme-facts';

/** /affiliates: the affiliate programme in one page, with the way in (register) and back in (log in). */
export function AffiliatesPage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Earn {programme.commission} of every payment from the people you refer</h1>
          <p className="hero__lead">
            Recommend Splitpenny to website owners, agencies and marketers. When someone signs up through your link, you
            earn {programme.commission} of every payment they make for a whole year.
          </p>
          <div className="button-row">
            <SiteLink href="/affiliates/register" className="button button--primary button--large">
              Join the affiliate programme
            </SiteLink>
            <SiteLink href="/affiliates/login" className="button button--secondary button--large">
              Log in as an affiliate
            </SiteLink>
          </div>
        </div>
      </section>

      <section className="page section affiliates" aria-labelledby="affiliates-glance">
        <h2 id="affiliates-glance">The programme at a glance</h2>
        <ul className="fact-cards">
          <li className="fact-cards__item">
            <span className="fact-cards__value">{programme.commission}</span>
            <span className="fact-cards__label">of every payment a referred user makes</span>
          </li>
          <li className="fact-cards__item">
            <span className="fact-cards__value">{programme.commissionPeriod}</span>
            <span className="fact-cards__label">of recurring commission from the day they sign up</span>
          </li>
          <li className="fact-cards__item">
            <span className="fact-cards__value">{programme.qualificationPeriod}</span>
            <span className="fact-cards__label">before a commission qualifies for payout</span>
          </li>
          <li className="fact-cards__item">
            <span className="fact-cards__value">{programme.payoutThreshold}</span>
            <span className="fact-cards__label">payout threshold, paid by Stripe or bank transfer</span>
          </li>
        </ul>

        <div className="affiliates__prose">
          <h2>How it works</h2>
          <ol className="affiliates__steps">
            <li>
              <strong>Sign up.</strong> <SiteLink href="/affiliates/register">Create your affiliate account</SiteLink>.
              It&apos;s free, and it&apos;s also a full Splitpenny account, so you can try the product you&apos;re
              recommending.
            </li>
            <li>
              <strong>Share your referral link.</strong> Your link is any Splitpenny page with <code>?ref=</code> and
              your account id on the end, for example <code className="affiliates__link">{programme.exampleLink}</code>.
              You&apos;ll find your own link, ready to copy, on your affiliate page at{' '}
              <code>{programme.affiliatePage}</code> once you&apos;re logged in. You can point it at any page, such as{' '}
              <code className="affiliates__link">{programme.examplePageLink}</code>.
            </li>
            <li>
              <strong>They sign up.</strong> Opening a page through your link sets a <code>referrer</code> cookie in
              their browser that lasts {programme.cookieLifetime}. If they create a Splitpenny account while that cookie
              is there, they become your referral, even if they sign up weeks later.
            </li>
            <li>
              <strong>You earn on every payment.</strong> For {programme.commissionPeriod} after they sign up, you earn{' '}
              {programme.commission} of every payment they make, such as each pack of test sessions they buy.
            </li>
            <li>
              <strong>You get paid.</strong> Each commission qualifies {programme.qualificationPeriod} after the
              payment, and we pay out qualified commission regularly once you&apos;ve passed the threshold.
            </li>
          </ol>

          <h2>What you earn</h2>
          <p>
            You earn {programme.commission} of each payment a referred user makes within {programme.commissionPeriod} of
            creating their account. It&apos;s recurring: every purchase counts, not just the first one. Commission is
            worked out in whole pence and rounded down.
          </p>
          <div className="affiliates__example">
            <h3>An example</h3>
            <p>
              Someone opens <code>https://splitpenny.example/?ref=…</code> from your blog post and signs up on
              15/01/2027. On 20/01/2027 they buy sessions for £49.99: you earn £14.99 (30% is £14.997, rounded down to
              whole pence). That commission is pending until 20/04/2027, then qualifies and, being over £10.00, goes out
              in the next payout. In June they buy another £100.00 of sessions, and you earn £30.00 more. Payments they
              make up to 15/01/2028 all earn you commission; payments after that don&apos;t.
            </p>
          </div>
          <p>
            Referring yourself doesn&apos;t count, and neither do people who already had a Splitpenny account before
            they followed your link. Free monthly sessions earn nothing, because nothing is paid for them.
          </p>

          <h2>When you&apos;re paid</h2>
          <p>
            Each commission is <strong>pending</strong> for {programme.qualificationPeriod} after the payment it came
            from. That qualification period covers refunds: if a referred payment is refunded, its commission is
            reversed, in proportion for a partial refund. After {programme.qualificationPeriod} the commission is{' '}
            <strong>qualified</strong> and counts towards your next payout.
          </p>
          <p className="affiliates__threshold">
            <strong>{payoutThresholdSentence}</strong>
          </p>
          <p>
            We run payouts regularly, at least once a month, and each payout includes your whole qualified balance.
            Choose how you&apos;d like to be paid on your affiliate page:
          </p>
          <ul className="affiliates__points">
            <li>
              <strong>Stripe.</strong> Choose &ldquo;{programme.stripeButton}&rdquo; to connect a Stripe account, and
              payouts go straight to it.
            </li>
            <li>
              <strong>Bank transfer.</strong> Enter your bank details: the account holder&apos;s name, the bank&apos;s
              name and country, and either a UK sort code and account number or an IBAN and SWIFT/BIC code.
            </li>
          </ul>
          <p>
            We can only pay you once one of the two is set up. Until then your qualified commission stays safely on your
            balance.
          </p>

          <h2>Who it&apos;s for</h2>
          <p>
            The programme suits anyone whose audience runs websites: bloggers and newsletter writers on marketing,
            e-commerce or WordPress; conversion consultants; web designers and developers; and agencies that look after
            several clients&apos; sites. If you work with clients, our{' '}
            <SiteLink href="/partnerships">partnerships page</SiteLink> explains how we can work together beyond
            referrals.
          </p>

          <h2>Find out more</h2>
          <ul className="affiliates__points">
            <li>
              <SiteLink href="/affiliates/faq">Affiliate programme FAQ</SiteLink>: answers about links, cookies, refunds
              and payouts.
            </li>
            <li>
              <SiteLink href="/affiliate-terms">Affiliate programme terms</SiteLink>: the rules of the programme in
              full.
            </li>
            <li>
              <SiteLink href="/partnerships">Partnerships for agencies, consultants and platforms</SiteLink>.
            </li>
            <li>
              Any other questions? <SiteLink href="/contact">Contact the Splitpenny team</SiteLink>.
            </li>
          </ul>

          <div className="button-row">
            <SiteLink href="/affiliates/register" className="button button--primary button--large">
              Become an affiliate
            </SiteLink>
            <SiteLink href="/affiliates/login" className="button button--secondary button--large">
              Affiliate login
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
