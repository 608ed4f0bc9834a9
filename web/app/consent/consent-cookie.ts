import Cookies from 'js-cookie';

/** SPEC §3: what the visitor allowed. */
export type Consent = 'all' | 'essential';

export const consentCookieName = 'cookieConsent';

/** SPEC §9: all is kept a year; essential only a day, so the question comes back tomorrow. */
const consentDays: Record<Consent, number> = { all: 365, essential: 1 };

export function readConsent(): Consent | null {
  const value = Cookies.get(consentCookieName);
  return value === 'all' || value === 'essential' ? value : null;
}

export function saveConsent(consent: Consent): void {
  Cookies.set(consentCookieName, consent, {
    expires: consentDays[consent],
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  window.dispatchEvent(new CustomEvent<Consent>(consentChangedEvent, { detail: consent }));
}

/** Fired on window when the visitor answers, so scripts waiting for consent can start without a reload. */
export const consentChangedEvent = 'splitpenny:consent';

/** Whether non-essential scripts (analytics) may run. */
export function allowsNonEssential(): boolean {
  return readConsent() === 'all';
}
