import { SiteLink } from '../components/navigation/site-link';
import { freeGuide } from '../features/newsletter/free-guide';
import { guideTests } from '../features/newsletter/guide-contents';
import { NewsletterSignupForm } from '../features/newsletter/newsletter-signup-form';
import '../styles/newsletter.css';

/** SPEC §2 marketing, "Free Guide": what the guide holds and whom it helps, and the sign-up that sends it. */
export function QuickwinsPage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner quickwins__hero">
          <div>
            <p className="quickwins__kicker">Free guide</p>
            <h1 className="hero__title">
              {freeGuide.title}: {freeGuide.subtitle}
            </h1>
            <p className="hero__lead">
              A short, practical guide for website owners who want more enquiries, sign-ups or sales from the visitors
              they already have. Twelve tests you can set up this week, how many visitors each one needs, and how to
              tell a real winner from a lucky streak.
            </p>
          </div>
          <div className="quickwins__signup">
            <h2 className="quickwins__signup-heading">Get the guide by email</h2>
            <NewsletterSignupForm />
          </div>
        </div>
      </section>

      <section className="page section quickwins" aria-labelledby="quickwins-inside">
        <div className="quickwins__prose">
          <h2 id="quickwins-inside">What&apos;s in the guide</h2>
          <p>
            Each test comes with the idea behind it, what to change, what to measure, and the mistakes that waste a
            test. They work on any website: a shop, a booking page, a software product or a local business.
          </p>
          <ol className="quickwins__tests">
            {guideTests.map((test) => (
              <li key={test}>{test}</li>
            ))}
          </ol>
          <p>After the tests, three short chapters that make every test count:</p>
          <ul>
            <li>
              <strong>How many sessions you need</strong>: a rule of thumb you can work out on the back of an envelope,
              and what to do when your traffic is modest.
            </li>
            <li>
              <strong>How to read your results</strong>: lift, confidence intervals, p-values and the chance to beat the
              original, in plain English.
            </li>
            <li>
              <strong>Pitfalls</strong>: stopping early, testing too many things at once, and other ways a test can tell
              you something that isn&apos;t true.
            </li>
          </ul>

          <h2>Who it&apos;s for</h2>
          <ul>
            <li>
              Owners of small and medium-sized websites who have never run an A/B test, or ran one and weren&apos;t sure
              what it meant.
            </li>
            <li>Marketers and freelancers who need a list of sensible first tests for a client.</li>
            <li>Anyone who has changed a page, seen sales go up or down, and wondered whether the change did it.</li>
          </ul>
          <p>
            You don&apos;t need to know statistics or write code. The guide works with any A/B testing tool, including{' '}
            <SiteLink href="/">Splitpenny</SiteLink>, which gives every account{' '}
            <SiteLink href="/free-topup">1,000 free test sessions a month</SiteLink>.
          </p>

          <h2>What happens when you sign up</h2>
          <ol>
            <li>We send you one email with a link to confirm your address.</li>
            <li>
              When you click it, we email you the guide straight away. It&apos;s a single page you can read, save or
              print.
            </li>
            <li>
              Now and then we may send you a useful article on testing. Every email has a link to unsubscribe, and we
              never share your address. See our <SiteLink href="/privacy">privacy policy</SiteLink>.
            </li>
          </ol>
        </div>
      </section>
    </>
  );
}
