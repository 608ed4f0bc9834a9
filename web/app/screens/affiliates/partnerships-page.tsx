import { SiteLink } from '../../components/navigation/site-link';
import '../../styles/affiliates.css';
import { payoutThresholdSentence, programme } from './programme-facts';

/** /partnerships: referral partnerships through the affiliate programme, and agency or integration partnerships. */
export function PartnershipsPage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Partner with Splitpenny</h1>
          <p className="hero__lead">
            For agencies, consultants and platforms whose clients want better-performing websites. Earn{' '}
            {programme.commission} commission on the clients you refer, or work with us more closely as an agency or
            integration partner.
          </p>
          <div className="button-row">
            <SiteLink href="/affiliates/register" className="button button--primary button--large">
              Become a referral partner
            </SiteLink>
            <SiteLink href="/contact" className="button button--secondary button--large">
              Talk to us about a partnership
            </SiteLink>
          </div>
        </div>
      </section>

      <section className="page section affiliates" aria-labelledby="partnerships-ways">
        <h2 id="partnerships-ways">Three ways to work together</h2>
        <ul className="partner-cards">
          <li className="partner-cards__item">
            <h3>Referral partners</h3>
            <p>
              For agencies, freelancers, conversion consultants, trainers and anyone who recommends tools to website
              owners. Join the affiliate programme and earn {programme.commission} of what your clients pay.
            </p>
            <p>
              <a href="#referral-partners">How referral partnerships work</a>
            </p>
          </li>
          <li className="partner-cards__item">
            <h3>Agency partners</h3>
            <p>
              For agencies that run A/B tests for several clients and want to plan that work with us: onboarding, test
              ideas and how you set up your clients&apos; accounts.
            </p>
            <p>
              <a href="#agency-partners">What agency partnerships cover</a>
            </p>
          </li>
          <li className="partner-cards__item">
            <h3>Integration partners</h3>
            <p>
              For website builders, e-commerce platforms, theme and plugin makers and marketing tools that want to offer
              A/B testing to their own users.
            </p>
            <p>
              <a href="#integration-partners">What integration partnerships cover</a>
            </p>
          </li>
        </ul>

        <div className="affiliates__prose">
          <h2 id="referral-partners">Referral partnerships</h2>
          <p>
            Referral partnerships run through the <SiteLink href="/affiliates">Splitpenny affiliate programme</SiteLink>
            , with the same rules for everyone:
          </p>
          <ul className="affiliates__points">
            <li>
              You earn {programme.commission} of every payment each referred client makes within{' '}
              {programme.commissionPeriod} of creating their account, worked out in whole pence and rounded down.
            </li>
            <li>
              A client counts as your referral when they open any Splitpenny page through your referral link (any page
              with <code>?ref=</code> and your account id) and then create their account in the same browser while the{' '}
              <code>referrer</code> cookie it sets is still there (it lasts {programme.cookieLifetime}).
            </li>
            <li>
              Each commission is pending for {programme.qualificationPeriod}, the qualification period that covers
              refunds, and is reversed if the payment is refunded (in proportion for a partial refund).
            </li>
            <li>{payoutThresholdSentence}</li>
            <li>
              We pay at least once a month, by Stripe or by bank transfer to the account you choose on your affiliate
              page.
            </li>
          </ul>
          <p>
            <strong>A tip for agencies:</strong> send each client your referral link and let them create their own
            Splitpenny account. They keep control of their account and pay for their own test sessions, and every
            purchase they make in their first year earns you commission. Accounts you create for yourself don&apos;t
            count as referrals.
          </p>
          <p>
            Read the <SiteLink href="/affiliates/faq">affiliate programme FAQ</SiteLink> and the{' '}
            <SiteLink href="/affiliate-terms">affiliate programme terms</SiteLink> for the details.
          </p>

          <h2 id="agency-partners">Agency partnerships</h2>
          <p>
            Pay-as-you-go pricing suits agency work: there&apos;s no subscription to pass on, every account is topped up
            to 1,000 free sessions each month, and a test only costs the visitors who take part in it. If you run tests
            for several clients and would like to work with us more closely, tell us about your agency. We can talk
            about:
          </p>
          <ul className="affiliates__points">
            <li>getting your team and your clients started with the tracking script and their first tests;</li>
            <li>the kinds of tests that suit your clients&apos; sites, from headlines to forms and product pages;</li>
            <li>sharing results, with your clients&apos; permission, as case studies.</li>
          </ul>

          <h2 id="integration-partners">Integration partnerships</h2>
          <p>
            Splitpenny works with one script tag, so it runs on any site where you can add a script, whatever it is
            built with. If you make a website builder, an e-commerce platform, a theme, a plugin or a marketing tool,
            we&apos;d like to hear how we could make A/B testing easier for your users, for example with a simpler way
            to add the script or to see test results in your product.
          </p>

          <h2>Get in touch</h2>
          <p>
            To discuss an agency or integration partnership,{' '}
            <SiteLink href="/contact">contact the Splitpenny team</SiteLink>. It helps if you tell us:
          </p>
          <ul className="affiliates__points">
            <li>your name, your company and its website;</li>
            <li>which kind of partnership you have in mind;</li>
            <li>roughly how many websites or clients you work with;</li>
            <li>what you&apos;d like the partnership to achieve.</li>
          </ul>
          <p>
            Would you rather we planned and ran the tests for you? See our{' '}
            <SiteLink href="/services">professional services</SiteLink>.
          </p>

          <div className="button-row">
            <SiteLink href="/affiliates/register" className="button button--primary button--large">
              Join the affiliate programme
            </SiteLink>
            <SiteLink href="/contact" className="button button--secondary button--large">
              Contact us
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
