import type { ReactNode } from 'react';
import { SiteLink } from '../../components/navigation/site-link';

/**
 * The top of every marketing page: its one h1, the lead, and the two ways forward (an account, or the prices).
 * `aside` sits beside the text from the hero breakpoint (768 px) and below it on phones.
 */
export function MarketingHero({
  heading,
  lead,
  kicker,
  aside,
}: {
  heading: string;
  lead: string;
  kicker?: string;
  aside?: ReactNode;
}) {
  return (
    <section className="hero marketing-hero">
      <div className={`hero__inner marketing-hero__inner${aside === undefined ? '' : ' marketing-hero__inner--split'}`}>
        <div>
          {kicker !== undefined && <p className="marketing-hero__kicker">{kicker}</p>}
          <h1 className="hero__title marketing-hero__title">{heading}</h1>
          <p className="hero__lead">{lead}</p>
          <div className="button-row">
            <SiteLink href="/create-account" className="button button--primary button--large">
              Start testing for free
            </SiteLink>
            <SiteLink href="/pricing" className="button button--secondary button--large">
              See pricing
            </SiteLink>
          </div>
        </div>
        {aside}
      </div>
    </section>
  );
}
