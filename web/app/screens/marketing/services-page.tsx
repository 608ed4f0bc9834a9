import page from '../../content/marketing/services.md';
import { SiteLink } from '../../components/navigation/site-link';
import { marketingContent } from '../../features/marketing/marketing-content';
import { MarketingPage } from '../../features/marketing/marketing-page';

const content = marketingContent(page);

/** SPEC §1 and §2 /services: the professional services, with starting prices, and the way to ask for a quote. */
export function ServicesPage() {
  return (
    <MarketingPage
      content={content}
      kicker="Professional services"
      contact
      aside={
        <div className="marketing-card">
          <h2 className="marketing-card__heading">Ask for a quote</h2>
          <p>Tell us about your site and what you want to test. We reply within one working day with a fixed price.</p>
          <SiteLink href="/contact" className="button button--primary">
            Contact the team
          </SiteLink>
        </div>
      }
    />
  );
}
