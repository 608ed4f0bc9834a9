import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Pagination } from '../../components/navigation/pagination';
import { AffiliateNavigation } from './affiliate-navigation';

/**
 * The frame of each affiliate list (SPEC §2): a Back link to the affiliate page, the heading, the tabs, the rows
 * (or 'None found') and the pager.
 */
export function AffiliateListLayout({
  title,
  lead,
  basePath,
  currentPage,
  total,
  children,
}: {
  title: string;
  lead: string;
  basePath: string;
  currentPage: number;
  total: number;
  children: ReactNode;
}) {
  return (
    <section className="page page--medium affiliate-page" aria-labelledby="affiliate-list-heading">
      <p className="affiliate-page__back">
        <Link to="/user/profile/affiliate" className="button button--secondary button--small">
          <span aria-hidden="true">← </span>
          Back<span className="visually-hidden"> to the affiliate programme</span>
        </Link>
      </p>
      <h1 id="affiliate-list-heading">{title}</h1>
      <p className="lead">{lead}</p>
      <AffiliateNavigation />
      {children}
      <Pagination basePath={basePath} currentPage={currentPage} total={total} />
    </section>
  );
}
