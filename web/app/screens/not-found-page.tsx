import { createPortal } from 'react-dom';
import { BackButton } from '../components/navigation/back-button';
import { useHydrated } from '../prerender/use-hydrated';
import { SiteLink } from '../components/navigation/site-link';

/**
 * The not-found page's title and robots rule. No route declares them (any path can be not found), so the page
 * renders them: in place in the prerendered 404 page, where the title still names the document, then in the head
 * once the app has taken over (React 19 would hoist them there itself; the shipped renderer does not).
 */
function NotFoundHead() {
  const hydrated = useHydrated();
  const tags = (
    <>
      <title>Page not found | Splitpenny</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
  return hydrated ? createPortal(tags, document.head) : tags;
}

export function NotFoundPage() {
  return (
    <section className="page page--narrow not-found">
      <NotFoundHead />
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
