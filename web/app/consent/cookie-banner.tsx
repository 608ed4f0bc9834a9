import { useId, useState } from 'react';
import { SiteLink } from '../components/navigation/site-link';
import { useHydrated } from '../prerender/use-hydrated';
import { readConsent, saveConsent, type Consent } from './consent-cookie';

/**
 * SPEC §4's consent banner: shown while no answer is kept. 'Allow' allows all; 'Manage' opens the two choices. Once
 * answered it goes, and stays gone while the answer lasts. Prerendered pages hold it, hidden by index.html's
 * script until the cookie is read, so a page is taken over with it and it goes on the next render. Its buttons
 * wait for the app to take the page over: a click before that would be lost.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  const [answeredHere, setAnswered] = useState(false);
  const [managing, setManaging] = useState(false);
  const titleId = useId();
  if (answeredHere || (hydrated && readConsent() !== null)) return null;

  const choose = (consent: Consent) => {
    saveConsent(consent);
    setAnswered(true);
  };
  return (
    <section className="cookie-banner" role="region" aria-labelledby={titleId}>
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          Cookies
        </h2>
        <p className="cookie-banner__text">
          We use essential cookies to keep you logged in, and analytics cookies to learn which pages help, only if you
          allow them. <SiteLink href="/cookie-policy">Cookie policy</SiteLink>
        </p>
        {managing ? (
          <div className="cookie-banner__actions">
            <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => choose('all')}>
              Allow All Cookies
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!hydrated}
              onClick={() => choose('essential')}
            >
              Allow Essential Cookies
            </button>
          </div>
        ) : (
          <div className="cookie-banner__actions">
            <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => choose('all')}>
              Allow
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={false}
              disabled={!hydrated}
              onClick={() => setManaging(true)}
            >
              Manage
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
