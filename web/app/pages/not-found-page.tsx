import { BackButton } from '../components/navigation/back-button';
import { SiteLink } from '../components/navigation/site-link';

export function NotFoundPage() {
  return (
    <section className="page page--narrow not-found">
      <title>Page not found | Splitpenny</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1>Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <div className="button-row">
        <BackButton />
        <SiteLink href="/" className="button button--primary">
          Go to the home page
        </SiteLink>
      </div>
    </section>
  );
}
