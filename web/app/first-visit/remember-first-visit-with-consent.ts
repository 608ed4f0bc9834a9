import { allowsNonEssential, consentChangedEvent, type Consent } from '../consent/consent-cookie';
import { rememberFirstVisit } from './first-visit-parameters';

/**
 * First-visit parameters are for attribution, not essential to the site: they are kept only once the visitor has
 * allowed all cookies. The landing page is read now, at load, so that allowing them a few pages later still keeps
 * the page the visit started on.
 */
export function rememberFirstVisitWithConsent(storage: Storage, landing: URL, viewportWidth: number): void {
  if (allowsNonEssential()) {
    rememberFirstVisit(storage, landing, viewportWidth);
    return;
  }
  const onConsent = (event: Event) => {
    if ((event as CustomEvent<Consent>).detail !== 'all') return;
    window.removeEventListener(consentChangedEvent, onConsent);
    rememberFirstVisit(storage, landing, viewportWidth);
  };
  window.addEventListener(consentChangedEvent, onConsent);
}
