/** Menus as data (SPEC §2, Layout and navigation), so the header and footer render the same way. */
export interface NavItem {
  readonly label: string;
  readonly href: string;
}

export const loggedOutNavigation: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Services', href: '/services' },
  { label: 'About', href: '/about' },
];

/** SPEC's five, with Websites beside Tests: an owner's websites hold their pages, goals and install tags. */
export const loggedInNavigation: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Tests', href: '/user/tests' },
  { label: 'Websites', href: '/user/websites' },
  { label: 'My Account', href: '/user' },
  { label: 'Buy Sessions', href: '/pricing' },
  { label: 'Services', href: '/services' },
];

export const footerNavigation: readonly NavItem[] = [
  { label: 'Contact', href: '/contact' },
  { label: 'Support', href: '/support' },
  { label: 'Affiliates', href: '/affiliates' },
  { label: 'Partnerships', href: '/partnerships' },
  { label: 'Free Guide', href: '/quickwins' },
  { label: 'Blog', href: '/blog' },
  { label: 'Terms', href: '/terms' },
  { label: 'Privacy', href: '/privacy' },
  { label: 'Cookies', href: '/cookie-policy' },
];

export const copyrightYear = 2025;
