import { Link } from '@tanstack/react-router';

/** The affiliate page and its five lists (SPEC §2), as the tabs above each of them. */
export const affiliateSections = [
  { label: 'Overview', href: '/user/profile/affiliate' },
  { label: 'Referrals', href: '/user/profile/affiliate/referral-list' },
  { label: 'Commissions', href: '/user/profile/affiliate/commissions' },
  { label: 'Payments', href: '/user/profile/affiliate/payments' },
  { label: 'Balance history', href: '/user/profile/affiliate/balance' },
  { label: 'Link visits', href: '/user/profile/affiliate/sessions' },
] as const;

/**
 * Tab-like links between the affiliate page and its lists. The router marks the current one with
 * aria-current="page": a list's own page and its /page/{n} pages alike, the overview only on its own path.
 */
export function AffiliateNavigation() {
  return (
    <nav className="affiliate-nav" aria-label="Affiliate programme">
      <ul className="affiliate-nav__list">
        {affiliateSections.map((section, index) => (
          <li key={section.href}>
            <Link
              to={section.href}
              className="affiliate-nav__link"
              activeOptions={{ exact: index === 0, includeSearch: false }}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
