import { Link } from '@tanstack/react-router';

/** Rows per page of every paginated list in the signed-in area. */
export const listPageSize = 10;

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number = listPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The limit and skip that fetch the rows of `currentPage` (counted from 1). */
export function pageWindow(currentPage: number, pageSize: number = listPageSize): { limit: number; skip: number } {
  return { limit: pageSize, skip: (currentPage - 1) * pageSize };
}

/** The address of one page of a list: page 1 is the list's own address, so it has only one. */
export function pagePath(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}/page/${page}`;
}

/** The page to show after the only row of `currentPage` is gone: the one before it, if there is one. */
export function pageAfterEmptying(currentPage: number): number {
  return Math.max(1, currentPage - 1);
}

/**
 * The page numbers to offer, in order, with null where a run of numbers is left out: always the first and the
 * last page, and the two either side of the current one, so a long list stays one short row of links.
 */
export function pageNumbers(currentPage: number, count: number): (number | null)[] {
  const shown = new Set([1, count]);
  for (let page = currentPage - 2; page <= currentPage + 2; page += 1) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of exactly one page shows that page rather than an ellipsis standing for it.
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}

/**
 * "Page N of M" with Previous, Next and page-number links to `{basePath}/page/{n}` (page 1 is `basePath`).
 * Links keep the current search params, so a filter survives paging. Hidden when everything fits on one page.
 */
export function Pagination({
  basePath,
  currentPage,
  total,
  pageSize = listPageSize,
}: {
  basePath: string;
  currentPage: number;
  total: number;
  pageSize?: number;
}) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;

  const pageLink = (page: number, label: string, text: string, rel?: string) => (
    <Link
      // The list's paths are built here from data, so they are not among the router's literal route types.
      to={pagePath(basePath, page) as '/'}
      search={true}
      rel={rel}
      className={page === currentPage ? 'pagination__link pagination__link--current' : 'pagination__link'}
      aria-label={label}
      // Page 1 has two addresses (/page/1 too), so the current page is marked here, not by path matching.
      aria-current={page === currentPage ? 'page' : undefined}
      activeOptions={{ exact: true, includeSearch: false }}
    >
      {text}
    </Link>
  );

  return (
    <nav className="pagination" aria-label="Pagination">
      <p className="pagination__status">{`Page ${currentPage} of ${count}`}</p>
      <ul className="pagination__list">
        <li>
          {currentPage > 1 ? (
            pageLink(currentPage - 1, 'Previous page', 'Previous', 'prev')
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {pageNumbers(currentPage, count).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              pageLink(page, `Page ${page}`, String(page))
            )}
          </li>
        ))}
        <li>
          {currentPage < count ? (
            pageLink(currentPage + 1, 'Next page', 'Next', 'next')
          ) : (
            <span className="pagination__link pagination__link--disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
