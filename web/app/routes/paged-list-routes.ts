import { notFound } from '@tanstack/react-router';
import { pageCount, pagePath } from '../components/navigation/pagination';
import { pageHead } from '../seo/page-head';
import { positiveWholeNumber } from './route-inputs';

/**
 * What every paginated list of the signed-in area shares: a list at `{basePath}` and its further pages at
 * `{basePath}/page/$currentPage`.
 *
 * `currentPage` is a positive whole number; anything else (0, -1, "abc", "1.5") is an address that does not
 * exist, so it shows the not-found page, as does a page past the end of the list (see `refusePastLastPage`).
 */
export const currentPageParams = {
  parse: ({ currentPage }: { currentPage: string }) => {
    const page = positiveWholeNumber(currentPage);
    if (page === undefined) throw notFound();
    return { currentPage: page };
  },
  stringify: ({ currentPage }: { currentPage: number }) => ({ currentPage: String(currentPage) }),
};

/** Beyond the last page there is nothing to show: not found, like any other address that does not exist. */
export function refusePastLastPage(currentPage: number, total: number): void {
  if (currentPage > pageCount(total)) throw notFound();
}

/** A list page's head: page 1 is the list's own title and address; a later page says which it is. */
export function listHead(basePath: string, title: string, description: string, currentPage: number) {
  return pageHead({
    path: pagePath(basePath, currentPage),
    title: currentPage === 1 ? title : `${title}, page ${currentPage}`,
    description,
    noindex: true,
  });
}
