import { SiteLink } from '../../components/navigation/site-link';
import '../../styles/affiliates.css';
import { payoutThresholdSentence, programme } from './programme-facts';

/** /affiliate-terms: the affiliate programme's terms, in numbered sections and plain English. */
export function AffiliateTermsPage() {
  return (
    <article className="page page--narrow legal">
      <header className="legal__header">
        <h1>Affiliate programme terms</h1>
        <p className="legal__updated">
          Last updated: <time dateTime="2026-11-21">21/11/2026</time>
        </p>
        <p className="lead">
          These terms explain how the Splitpenny affiliate programme works: what counts as a referral, what you earn,
          when you&apos;re paid and what we expect of you. For a shorter introduction, see{' '}
          <SiteLink href="/affiliates">the affiliate programme</SiteLink> and the{' '}
          <SiteLink href="/affiliates/faq">affiliate FAQ</SiteLink>.
        </p>
      </header>

      <section aria-labelledby="terms-about">
        <h2 id="terms-about">1. About these terms</h2>
        <p>
          These terms are an agreement between you and Splitpenny (&ldquo;we&rdquo;, &ldquo;us&rdquo;). They apply as
          soon as you register as an affiliate or share a referral link. Your Splitpenny account is also covered by our
          general <SiteLink href="/terms">terms of service</SiteLink>; where the two differ about the affiliate
          programme, these terms apply.
        </p>
      </section>

      <section aria-labelledby="terms-joining">
        <h2 id="terms-joining">2. Joining the programme</h2>
        <ul>
          <li>
            Joining is free. You can join at any time through the{' '}
            <SiteLink href="/affiliates/register">affiliate sign-up page</SiteLink>.
          </li>
          <li>
            You must be at least 18 and give us accurate details. If you join on behalf of a business, you confirm that
            you&apos;re allowed to accept these terms for it.
          </li>
          <li>Your affiliate account is a Splitpenny account. Keep your login details safe.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-link">
        <h2 id="terms-link">3. Your referral link</h2>
        <p>
          Your referral link is the address of any Splitpenny page with <code>?ref=</code> and your account id added,
          for example <code className="affiliates__link">{programme.exampleLink}</code>. Your own link is shown on your
          affiliate page when you&apos;re logged in. Only use the link we give you; a link that has been changed may not
          be credited to you.
        </p>
      </section>

      <section aria-labelledby="terms-referrals">
        <h2 id="terms-referrals">4. What counts as a referral</h2>
        <p>A person is your referral when both of these happen, in this order:</p>
        <ol>
          <li>
            they open a Splitpenny page through your referral link, which stores a <code>referrer</code> cookie in their
            browser for {programme.cookieLifetime}; and
          </li>
          <li>they then create a new Splitpenny account while that cookie is present.</li>
        </ol>
        <p>These are not referrals:</p>
        <ul>
          <li>you, or any account you own or control (referring yourself does not count);</li>
          <li>anyone who already had a Splitpenny account before following your link;</li>
          <li>
            anyone who signs up without the cookie being present, for example because they cleared their cookies,
            blocked them, or signed up on a different browser or device.
          </li>
        </ul>
        <p>
          We work out referrals from our own records. If you think a referral is missing,{' '}
          <SiteLink href="/contact">contact us</SiteLink> and we&apos;ll look into it, but we can only credit sign-ups
          that our records link to your referral link.
        </p>
      </section>

      <section aria-labelledby="terms-commission">
        <h2 id="terms-commission">5. Commission</h2>
        <ul>
          <li>
            You earn commission of {programme.commission} of every payment a referral makes to Splitpenny within{' '}
            {programme.commissionPeriod} of the date they created their account. This is recurring commission: every
            payment in that year counts, not only the first.
          </li>
          <li>
            Commission is calculated separately for each payment, in whole pence, rounded down. For example, a payment
            of £49.99 earns £14.99.
          </li>
          <li>
            No commission is earned on free sessions, on payments made more than {programme.commissionPeriod} after the
            referral created their account, or on payments by anyone who is not your referral under section 4.
          </li>
          <li>Commission and balances are kept in pounds sterling (GBP).</li>
        </ul>
      </section>

      <section aria-labelledby="terms-qualification">
        <h2 id="terms-qualification">6. Qualification period and refunds</h2>
        <ul>
          <li>
            Each commission is pending for {programme.qualificationPeriod} from the date of the payment it comes from.
            This is the qualification period. At the end of it the commission becomes qualified. Only qualified
            commission is paid out.
          </li>
          <li>
            If a payment is refunded, the commission on it is reversed. If only part of a payment is refunded, the
            commission is reversed in the same proportion.
          </li>
          <li>
            If a payment is refunded after its commission has qualified, or has been paid out, the reversal is deducted
            from your balance.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-payouts">
        <h2 id="terms-payouts">7. Payouts</h2>
        <ul>
          <li>{payoutThresholdSentence}</li>
          <li>
            We make payouts regularly, at least once a month. Each payout is for your whole qualified balance, provided
            it has reached {programme.payoutMinimum} and you have set up a way to be paid. Anything below that stays on
            your balance for a later payout.
          </li>
          <li>
            You can be paid by Stripe, by connecting a Stripe account from your affiliate page (&ldquo;
            {programme.stripeButton}&rdquo;), or by bank transfer to the bank details you enter on your affiliate page:
            the account holder&apos;s name, the bank&apos;s name and country, and either a UK sort code and account
            number or an IBAN and SWIFT/BIC code.
          </li>
          <li>
            We can only pay you once one of these is set up. Until then, your qualified commission stays on your
            balance.
          </li>
          <li>
            We pay in pounds sterling. Any charges made by your bank or by Stripe for receiving the money or converting
            it into another currency are yours. Keep your payout details up to date: we pay to the details we hold at
            the time of the payout.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-tax">
        <h2 id="terms-tax">8. Tax</h2>
        <p>
          Commission is paid without any deduction for tax. You&apos;re responsible for declaring it and for any tax,
          National Insurance or VAT that is due on it.
        </p>
      </section>

      <section aria-labelledby="terms-promoting">
        <h2 id="terms-promoting">9. How you may promote Splitpenny</h2>
        <p>You may promote Splitpenny anywhere lawful, as long as you:</p>
        <ul>
          <li>
            describe Splitpenny honestly and accurately, including its prices and its free monthly sessions, and make no
            promises on our behalf;
          </li>
          <li>
            make it clear that you earn commission from your link, for example by labelling it as an affiliate link, as
            UK advertising rules (the CAP Code) require;
          </li>
          <li>
            only send emails or messages to people who have agreed to receive them, following UK data protection and
            electronic marketing law.
          </li>
        </ul>
        <p>You must not:</p>
        <ul>
          <li>refer yourself, or create accounts (or ask others to create them) only to earn commission;</li>
          <li>
            set the referral cookie without a person knowingly choosing to follow your link, for example through hidden
            frames, pop-unders or automatic redirects;
          </li>
          <li>
            pretend to be Splitpenny or suggest you speak for us, including in domain names, social media accounts or
            adverts;
          </li>
          <li>promote Splitpenny on sites or in messages that are unlawful, hateful or misleading.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-breach">
        <h2 id="terms-breach">10. If these terms are broken</h2>
        <p>
          If you break section 9, or try to earn commission in any other unfair way, we may refuse or reverse the
          commission involved and close your place in the affiliate programme. We&apos;ll tell you by email and explain
          why.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">11. Changes and leaving the programme</h2>
        <ul>
          <li>
            We may change these terms or close the programme. We&apos;ll email you at least 30 days before a change that
            reduces what you earn takes effect. Changes never affect commission you have already earned.
          </li>
          <li>
            You can leave the programme at any time by <SiteLink href="/contact">contacting us</SiteLink>.
          </li>
          <li>
            If you leave, or we close the programme, commission you earned before then is still paid under these terms
            once it qualifies, unless it is reversed under section 6 or section 10.
          </li>
        </ul>
      </section>

      <section aria-labelledby="terms-relationship">
        <h2 id="terms-relationship">12. Our relationship</h2>
        <p>
          You take part as an independent affiliate. Nothing in these terms makes you our employee, agent or partner,
          and you may not make commitments on our behalf.
        </p>
      </section>

      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">13. Liability</h2>
        <p>
          We&apos;re not responsible for commission you miss because a referral could not be tracked (section 4), or for
          delays caused by Stripe or by banks. Apart from commission we owe you under these terms, our total liability
          to you under these terms is limited to the commission we paid you in the 12 months before the claim. Nothing
          in these terms limits any liability that cannot be limited by law.
        </p>
      </section>

      <section aria-labelledby="terms-data">
        <h2 id="terms-data">14. Personal data</h2>
        <p>
          We use your details to run the programme and to pay you, as described in our{' '}
          <SiteLink href="/privacy">privacy policy</SiteLink>. Your affiliate page shows when your referrals signed up
          and what they paid, but not who they are; it is there so you can check your commission.
        </p>
      </section>

      <section aria-labelledby="terms-law">
        <h2 id="terms-law">15. Law</h2>
        <p>
          These terms are governed by the law of England and Wales, and its courts deal with any dispute about them.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">16. Questions</h2>
        <p>
          If you have a question about these terms or your commission, please{' '}
          <SiteLink href="/contact">contact the Splitpenny team</SiteLink>.
        </p>
      </section>
    </article>
  );
}
