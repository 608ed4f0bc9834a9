import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Links to these match their own page only, not the pages below them (My Account is /user, Tests /user/tests). */
const exactMatchPaths = new Set(['/', '/user']);

/**
 * A link to a site path given as plain text (menus and footers are data). The router still handles it
 * client-side; a path it does not know shows the not-found page.
 */
export function SiteLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <Link to={href as '/'} className={className} activeOptions={{ exact: exactMatchPaths.has(href) }} onClick={onClick}>
      {children}
    </Link>
  );
}
