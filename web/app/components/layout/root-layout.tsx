import { HeadContent, Outlet } from '@tanstack/react-router';
import { CookieBanner } from '../../consent/cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <>
      <HeadContent />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* Fixed to the bottom of the window, but first in the tab order after the skip link: it asks to be answered. */}
      <CookieBanner />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
