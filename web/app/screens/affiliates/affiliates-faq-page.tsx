import type { ReactNode } from 'react';
import { SiteLink } from '../../components/navigation/site-link';
import '../../styles/affiliates.css';
import { payoutThresholdSentence, programme } from './programme-facts';

interface Question {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

const questions: readonly Question[] = [
  {
    id: 'what-is-it',
    question: 'What is the Splitpenny affiliate programme?',
    answer: (
      <p>
        It&apos;s a way to earn money by recommending Splitpenny. When someone signs up through your referral link, you
        earn {programme.commission} of every payment they make in the year after they sign up, and we pay it out to you
        by Stripe or bank transfer.
      </p>
    ),
  },
  {
    id: 'how-to-join',
    question: 'How do I join, and does it cost anything?',
    answer: (
      <>
        <p>
          Joining is free. <SiteLink href="/affiliates/register">Register as an affiliate</SiteLink> with your email
          address and a password. Your affiliate account is also an ordinary Splitpenny account, so you can run tests
          with it too.
        </p>
        <p>
          Already registered? <SiteLink href="/affiliates/login">Log in as an affiliate</SiteLink> to see your link,
          referrals and balance.
        </p>
      </>
    ),
  },
  {
    id: 'referral-link',
    question: 'Where do I find my referral link?',
    answer: (
      <p>
        Log in and open your affiliate page at <code>{programme.affiliatePage}</code>. Your link is shown there, ready
        to copy. It&apos;s simply a Splitpenny address with <code>?ref=</code> and your account id on the end, for
        example <code className="affiliates__link">{programme.exampleLink}</code>.
      </p>
    ),
  },
  {
    id: 'other-pages',
    question: 'Can my link point to a page other than the home page?',
    answer: (
      <p>
        Yes. Any Splitpenny page works, as long as <code>?ref=</code> and your account id are added to its address.
        Linking straight to the page your readers care about, such as pricing or a blog article, often works better than
        the home page. For example: <code className="affiliates__link">{programme.examplePageLink}</code>.
      </p>
    ),
  },
  {
    id: 'what-counts',
    question: 'What counts as a referral?',
    answer: (
      <>
        <p>Two things have to happen, in this order:</p>
        <ol>
          <li>
            Someone opens any Splitpenny page through your link. This sets a <code>referrer</code> cookie in their
            browser, which lasts {programme.cookieLifetime}.
          </li>
          <li>They then create a new Splitpenny account in that browser while the cookie is still there.</li>
        </ol>
        <p>
          People who already had an account before they followed your link don&apos;t become referrals, and neither does
          your own account.
        </p>
      </>
    ),
  },
  {
    id: 'cookie',
    question: "What if they don't sign up straight away?",
    answer: (
      <p>
        That&apos;s fine. The <code>referrer</code> cookie lasts {programme.cookieLifetime}, so they still count as your
        referral if they come back and sign up later in the same browser. We can&apos;t link a sign-up to you if they
        clear their cookies, use a different browser or device, or block cookies, so it&apos;s worth reminding readers
        to sign up through your link.
      </p>
    ),
  },
  {
    id: 'self-referral',
    question: 'Can I refer myself?',
    answer: (
      <p>
        No. Referring yourself doesn&apos;t count, and opening extra accounts to earn commission on your own payments is
        against the <SiteLink href="/affiliate-terms">affiliate programme terms</SiteLink>.
      </p>
    ),
  },
  {
    id: 'how-much',
    question: 'How much commission will I earn?',
    answer: (
      <>
        <p>
          {programme.commission} of every payment a referred user makes, such as each pack of test sessions they buy.
          Commission is worked out in whole pence and rounded down: a £49.99 payment earns you £14.99, and a £100.00
          payment earns you £30.00.
        </p>
        <p>
          There&apos;s no cap on how many people you can refer or how much you can earn. Free monthly sessions earn
          nothing, because the customer doesn&apos;t pay for them.
        </p>
      </>
    ),
  },
  {
    id: 'how-long',
    question: 'For how long do I earn from each referral?',
    answer: (
      <p>
        For {programme.commissionPeriod} from the day they create their account. Every payment in that year earns you
        commission, not just the first one. Payments they make after the first year don&apos;t.
      </p>
    ),
  },
  {
    id: 'qualification',
    question: 'Why is my commission pending?',
    answer: (
      <p>
        Each commission is pending for {programme.qualificationPeriod} after the payment it came from. This
        qualification period gives time for refunds. Once it ends, the commission becomes qualified and is added to the
        balance we pay out. For example, commission on a payment made on 20/01/2027 qualifies on 20/04/2027.
      </p>
    ),
  },
  {
    id: 'refunds',
    question: 'What happens if a referred customer gets a refund?',
    answer: (
      <p>
        The commission on that payment is reversed. If only part of the payment is refunded, the same share of the
        commission is reversed: a refund of half the payment reverses half the commission.
      </p>
    ),
  },
  {
    id: 'threshold',
    question: 'What is the payout threshold?',
    answer: <p>{payoutThresholdSentence} Anything below that stays on your balance and is added to a later payout.</p>,
  },
  {
    id: 'when-paid',
    question: 'How and when am I paid?',
    answer: (
      <>
        <p>
          We run payouts regularly, at least once a month. Each payout includes your whole qualified balance, as long as
          it has reached {programme.payoutMinimum}. You can be paid in either of two ways, set up on your affiliate
          page:
        </p>
        <ul>
          <li>
            <strong>Stripe:</strong> choose &ldquo;{programme.stripeButton}&rdquo; and connect a Stripe account.
          </li>
          <li>
            <strong>Bank transfer:</strong> enter your bank details and we&apos;ll send the money to that account.
          </li>
        </ul>
        <p>We can only pay you once one of the two is set up.</p>
      </>
    ),
  },
  {
    id: 'bank-details',
    question: 'What bank details do you need?',
    answer: (
      <p>
        The account holder&apos;s name, the name of the bank and its country. For a UK account, give the sort code and
        account number. For an account outside the UK, give the IBAN and the SWIFT/BIC code.
      </p>
    ),
  },
  {
    id: 'currency',
    question: 'Which currency will I be paid in?',
    answer: (
      <p>
        Pounds sterling (GBP). Balances and commissions are kept in pounds. If your bank account or Stripe account uses
        another currency, your bank or Stripe converts the money and may charge for doing so.
      </p>
    ),
  },
  {
    id: 'tracking',
    question: 'Where can I see my referrals and earnings?',
    answer: (
      <p>
        On your affiliate page at <code>{programme.affiliatePage}</code>. It lists the visits made through your link,
        your referrals (when each signed up and what they have paid, but not who they are), your commissions (pending or
        qualified), the payouts we&apos;ve made to you and your current balance.
      </p>
    ),
  },
  {
    id: 'tax',
    question: 'Do I have to pay tax on my commission?',
    answer: (
      <p>
        Commission is income, so you may need to declare it. You&apos;re responsible for your own tax. We can&apos;t
        give tax advice, so check with HMRC or an accountant if you&apos;re not sure.
      </p>
    ),
  },
  {
    id: 'agencies',
    question: 'I run an agency. Is there anything more than the affiliate programme?',
    answer: (
      <p>
        Yes. Agencies and consultants can earn commission on the clients they refer through the affiliate programme, and
        we also work with agencies and platforms in other ways. See{' '}
        <SiteLink href="/partnerships">partnerships</SiteLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    question: "My question isn't answered here. Who can I ask?",
    answer: (
      <p>
        <SiteLink href="/contact">Contact the Splitpenny team</SiteLink> and we&apos;ll get back to you. The full rules
        are in the <SiteLink href="/affiliate-terms">affiliate programme terms</SiteLink>.
      </p>
    ),
  },
];

/** /affiliates/faq: one h2 per question, with a list of the questions at the top to jump to. */
export function AffiliatesFaqPage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Affiliate programme: frequently asked questions</h1>
          <p className="hero__lead">
            How referrals, commission and payouts work in the Splitpenny affiliate programme. New here? Start with{' '}
            <SiteLink href="/affiliates">the affiliate programme overview</SiteLink>.
          </p>
        </div>
      </section>
      <div className="page section affiliates__prose faq">
        <nav className="faq__contents" aria-labelledby="faq-contents">
          <h2 id="faq-contents">Questions</h2>
          <ul>
            {questions.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.question}</a>
              </li>
            ))}
          </ul>
        </nav>
        {questions.map((item) => (
          <section key={item.id} className="faq__item" aria-labelledby={item.id}>
            <h2 id={item.id}>{item.question}</h2>
            {item.answer}
          </section>
        ))}
        <div className="button-row">
          <SiteLink href="/affiliates/register" className="button button--primary button--large">
            Join the affiliate programme
          </SiteLink>
          <SiteLink href="/contact" className="button button--secondary button--large">
            Contact us
          </SiteLink>
        </div>
      </div>
    </>
  );
}
