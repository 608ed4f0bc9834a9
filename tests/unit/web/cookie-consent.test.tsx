// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportPageView } from '../../../web/app/analytics/report-page-view';
import { consentCookieName, readConsent, saveConsent } from '../../../web/app/consent/consent-cookie';
import { CookieBanner } from '../../../web/app/consent/cookie-banner';
import { firstVisitStorageKey } from '../../../web/app/first-visit/first-visit-parameters';
import { rememberFirstVisitWithConsent } from '../../../web/app/first-visit/remember-first-visit-with-consent';

vi.mock('../../../web/app/components/navigation/site-link', () => ({
  SiteLink: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

describe('cookie consent', () => {
  const set = vi.spyOn(Cookies, 'set');
  beforeEach(() => {
    Cookies.remove(consentCookieName, { path: '/' });
    set.mockClear();
    window.dataLayer = [];
  });
  afterEach(() => cleanup());

  it('shows the banner until answered; Allow allows all, kept for a year', () => {
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(readConsent()).toBe('all');
    expect(set).toHaveBeenCalledWith(consentCookieName, 'all', expect.objectContaining({ expires: 365, path: '/' }));
  });

  it('Manage offers all or essential cookies; essential is kept for a day', () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    expect(screen.getByRole('button', { name: 'Allow All Cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Allow Essential Cookies' }));
    expect(readConsent()).toBe('essential');
    expect(set).toHaveBeenCalledWith(consentCookieName, 'essential', expect.objectContaining({ expires: 1 }));
  });

  it('stays hidden once an answer is kept', () => {
    saveConsent('essential');
    render(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it.each<['all' | 'essential' | null, number]>([
    [null, 0],
    ['essential', 0],
    ['all', 1],
  ])('with consent %s, reports %i page view(s) to analytics', (consent, views) => {
    if (consent !== null) saveConsent(consent);
    reportPageView('/pricing', 'Pricing');
    expect(window.dataLayer).toHaveLength(views);
  });
});

describe('first-visit parameters wait for consent', () => {
  beforeEach(() => {
    Cookies.remove(consentCookieName, { path: '/' });
    localStorage.clear();
  });

  it('keeps nothing until all cookies are allowed, then the landing page of the visit', () => {
    const landing = new URL('https://splitpenny.test/pricing?utm_source=news');
    rememberFirstVisitWithConsent(localStorage, landing, 1280);
    expect(localStorage.getItem(firstVisitStorageKey)).toBeNull();
    saveConsent('essential');
    expect(localStorage.getItem(firstVisitStorageKey)).toBeNull();
    saveConsent('all');
    expect(JSON.parse(localStorage.getItem(firstVisitStorageKey) ?? '{}')).toMatchObject({
      utmSource: 'news',
      landingPageUrl: 'https://splitpenny.test/pricing?utm_source=news',
    });
  });

  it('keeps them at once when all cookies were allowed before', () => {
    saveConsent('all');
    rememberFirstVisitWithConsent(localStorage, new URL('https://splitpenny.test/?gclid=abc'), 375);
    expect(JSON.parse(localStorage.getItem(firstVisitStorageKey) ?? '{}')).toMatchObject({
      gclid: 'abc',
      device: 'mobile',
    });
  });
});
