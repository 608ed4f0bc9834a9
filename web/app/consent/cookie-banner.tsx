import { useId, useState } from 'react';
import { SiteLink } from '../components/navigation/site-link';
import { readConsent, saveConsent, type Consent } from './consent-cookie';

/**
 * SPEC §4's consent banner: shown while no answer is kept. 'Allow' allows all; 'Manage' opens the two choices. Once
 * answered it goes, and stays gone while the answer lasts.
 */
export function CookieBanner() {
  const [answered, setAnswered] = useState(() => readConsent() !== null);
  const [managing, setManaging] = useState(false);
  const titleId = useId();
  if (answered) return null;

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
            <button type="button" className="button button--primary" onClick={() => choose('all')}>
              Allow All Cookies
            </button>
            <button type="button" className="button button--secondary" onClick={() => choose('essential')}>
              Allow Essential Cookies
            </button>
          </div>
        ) : (
          <div className="cookie-banner__actions">
            <button type="button" className="button button--primary" onClick={() => choose('all')}>
              Allow
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={false}
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
