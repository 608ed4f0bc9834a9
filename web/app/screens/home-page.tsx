import { useSuspenseQuery } from '@tanstack/react-query';
import { SiteLink } from '../components/navigation/site-link';
import { GoalList } from '../features/goals/goal-list';
import { InstallTeaser } from '../features/home/install-teaser';
import { ResultsShowcase } from '../features/home/results-showcase';
import { sessionPricesQueryOptions } from '../features/pricing/pricing-queries';
import { PriceSummary } from '../features/pricing/price-summary';
import '../styles/home.css';

export function HomePage() {
  const prices = useSuspenseQuery(sessionPricesQueryOptions()).data.sessionPrices;
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">A/B testing you pay for by the visitor</h1>
          <p className="hero__lead">
            Change a page with CSS or JavaScript, or send visitors to another page, and see which version wins. Paste
            one script tag on your site and pay only for the visitor sessions your tests use, with 1,000 free sessions
            topped up every month.
          </p>
          <div className="button-row">
            <SiteLink href="/create-account" className="button button--primary button--large">
              Start testing for free
            </SiteLink>
            <SiteLink href="/pricing" className="button button--secondary button--large">
              See pricing
            </SiteLink>
          </div>
        </div>
      </section>
      <section className="page section home-section" aria-labelledby="home-results-heading">
        <h2 id="home-results-heading">See which version wins, in plain words</h2>
        <p>
          Each test has a results page that says which version is ahead, how likely it is to stay ahead and by how much,
          refreshed as visitors arrive, with every variant&apos;s figures beside it.
        </p>
        <ResultsShowcase />
      </section>
      <section className="page section home-section" aria-labelledby="home-install-heading">
        <h2 id="home-install-heading">Install it with one script tag</h2>
        <p>
          Paste it at the top of the <code>&lt;head&gt;</code> of your pages; your account shows it with your own
          website filled in. It hides what a test changes for 1.5 seconds at most, and only until the test arrives, so
          no visitor waits on it.
        </p>
        <InstallTeaser />
      </section>
      <section className="page section home-section" aria-labelledby="home-price-heading">
        <h2 id="home-price-heading">Pay for the sessions you use</h2>
        <p>
          1,000 free sessions every month, then buy more when you need them: no subscription. A session is one visitor
          taking part in one test.
        </p>
        <PriceSummary tiers={prices.tiers} />
        <SiteLink href="/pricing">See every price</SiteLink>
      </section>
      <section className="page section home-section">
        <h2>Test against the goals that matter to you</h2>
        <p>Every test is measured on one goal, compared between the original page and each variant:</p>
        <GoalList />
        <p>
          Or on your own <strong>conversion goals</strong>: a visit to your thank-you page, a click on “Add to basket”,
          a form sent, an event your site reports, or the revenue of each order. Define them once for a website; any of
          its tests can then be decided on one, with up to five more watched beside it.
        </p>
      </section>
    </>
  );
}
