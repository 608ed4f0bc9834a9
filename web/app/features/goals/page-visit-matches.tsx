import { pageVisitUrl, reachesPageVisit } from '../../../../domain/ab-tests/page-visit-rules';
import type { UrlMatch } from '../../gql/graphql';

export interface KnownPage {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/** What the owner's page visit goal would reach among the website's pages, as the tracking script would match it. */
export function pageVisitMatches(
  target: string,
  match: UrlMatch,
  websiteUrl: string,
  pages: readonly KnownPage[],
): readonly KnownPage[] | null {
  const rule = match === 'STARTS_WITH' ? 'starts_with' : match === 'PATTERN' ? 'pattern' : 'exact';
  const url = pageVisitUrl(target, rule, websiteUrl);
  if (!url.ok) return null;
  return pages.filter((page) => reachesPageVisit(page.url, url.url, rule));
}

/**
 * Tries a page visit goal's address against the pages the owner added, while they type: the goal also counts on
 * pages not added here, so this says which of the known ones it reaches rather than whether it is right.
 */
export function PageVisitMatches({
  target,
  match,
  websiteUrl,
  pages,
}: {
  target: string;
  match: UrlMatch;
  websiteUrl: string;
  pages: readonly KnownPage[];
}) {
  if (target.trim() === '' || pages.length === 0) return null;
  const reached = pageVisitMatches(target, match, websiteUrl, pages);
  if (reached === null) return null;
  return (
    <p className="field__hint" role="status" data-testid="page-visit-matches">
      {reached.length === 0
        ? `Reaches none of the ${pages.length} pages added to this website (it still counts on any page of the website it matches).`
        : `Reaches ${reached.length} of the ${pages.length} pages added to this website: ${reached.map((page) => page.name).join(', ')}.`}
    </p>
  );
}
