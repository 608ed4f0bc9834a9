import { SiteLink } from '../components/navigation/site-link';

/** An unknown or revoked share link: said plainly, without telling which (a revoked link's test is nobody's business). */
export function SharedResultsNotFoundPage() {
  return (
    <section className="page page--narrow not-found">
      <h1>Shared results not found</h1>
      <p>
        This link to a test's results does not work: its owner may have revoked it, or it may be mistyped. Ask whoever
        sent it for a new link.
      </p>
      <div className="button-row">
        <SiteLink href="/" className="button button--primary">
          Go to the home page
        </SiteLink>
      </div>
    </section>
  );
}
