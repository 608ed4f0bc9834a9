import { SiteLink } from '../../components/navigation/site-link';

/** The closing call to action every marketing page ends with; `contact` adds a way to talk to the team. */
export function MarketingCta({
  heading = 'Start with 1,000 free sessions',
  text = 'Create an account, paste one script tag and run your first test today. No card and no subscription needed.',
  contact = false,
}: {
  heading?: string;
  text?: string;
  contact?: boolean;
}) {
  return (
    <section className="marketing-cta" aria-labelledby="marketing-cta-heading">
      <div className="marketing-cta__inner">
        <h2 id="marketing-cta-heading">{heading}</h2>
        <p>{text}</p>
        <div className="button-row">
          <SiteLink href="/create-account" className="button button--primary button--large">
            Create your free account
          </SiteLink>
          <SiteLink href="/pricing" className="button button--secondary button--large">
            See session prices
          </SiteLink>
          {contact && (
            <SiteLink href="/contact" className="button button--secondary button--large">
              Contact us
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
