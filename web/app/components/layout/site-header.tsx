import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { endSession } from '../../account/end-session';
import { logOut as logOutOnServer } from '../../features/accounts/session-mutations';
import { useAccount } from '../../account/use-account';
import { useHydrated } from '../../prerender/use-hydrated';
import { SiteLink } from '../navigation/site-link';
import { loggedInNavigation, loggedOutNavigation } from './site-navigation';

export function SiteHeader() {
  const account = useAccount();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a prerendered page the menu button works once the app has taken the page over; a click before is lost.
  const hydrated = useHydrated();
  const menuId = useId();
  const items = account === null ? loggedOutNavigation : loggedInNavigation;
  const closeMenu = (): void => setMenuOpen(false);

  const logOut = async (): Promise<void> => {
    closeMenu();
    await endSession(logOutOnServer);
    await navigate({ to: '/login' });
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <SiteLink href="/" className="site-header__brand" onClick={closeMenu}>
          <span aria-hidden="true" className="site-header__logo" />
          Splitpenny
        </SiteLink>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          disabled={!hydrated}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true" className="site-header__menu-icon" />
        </button>
        <nav id={menuId} aria-label="Main" className={`site-header__nav${menuOpen ? ' site-header__nav--open' : ''}`}>
          <ul className="site-header__links">
            {items.map((item) => (
              <li key={item.label}>
                <SiteLink href={item.href} className="site-header__link" onClick={closeMenu}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
          {account === null ? (
            <SiteLink href="/login" className="button button--primary site-header__action" onClick={closeMenu}>
              Login
            </SiteLink>
          ) : (
            <button
              type="button"
              className="button button--secondary site-header__action"
              onClick={() => void logOut()}
            >
              Log out
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
