import { SiteLink } from '../components/navigation/site-link';
import { GoalList } from '../features/goals/goal-list';

export function HomePage() {
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
      <section className="page section">
        <h2>Test against the goals that matter to you</h2>
        <p>Every test is measured on one goal, compared between the original page and each variant:</p>
        <GoalList />
      </section>
    </>
  );
}
