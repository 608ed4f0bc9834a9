import { SiteLink } from '../navigation/site-link';
import { copyrightYear, footerNavigation } from './site-navigation';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__links">
          {footerNavigation.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href}>{item.label}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">© {copyrightYear} Splitpenny. All rights reserved.</p>
    </footer>
  );
}
