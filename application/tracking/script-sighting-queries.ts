import type { Viewer } from '../../domain/accounts/viewer';
import type { WebsiteId } from '../../domain/shared/ids';
import { sightedPageAddress, type ScriptSighting } from '../../domain/tracking/script-sighting';
import type { Page } from '../../domain/websites/page';
import type { ScriptSightings, SightedPage } from '../ports/script-sightings';

/** For batching (GraphQL DataLoader): each website's most recent sighting, in the order asked, null where none. */
export type FindWebsiteSightings = (
  viewer: Viewer,
  websiteIds: readonly WebsiteId[],
) => Promise<(ScriptSighting | null)[]>;

/** For batching: each page's own sighting (by its address without the query), in the order asked, null where none. */
export type FindPageSightings = (
  viewer: Viewer,
  pages: readonly Pick<Page, 'websiteId' | 'url'>[],
) => Promise<(ScriptSighting | null)[]>;

export function makeFindWebsiteSightings(deps: { readonly sightings: ScriptSightings }): FindWebsiteSightings {
  return async (viewer, websiteIds) => {
    const found = await deps.sightings.latestOnWebsites(viewer.userId, websiteIds);
    return websiteIds.map((id) => found.find((sighting) => sighting.websiteId === id) ?? null);
  };
}

/** For batching: each website's most recent sighting on a near address (other scheme, www twin), null where none. */
export function makeFindNearWebsiteSightings(deps: { readonly sightings: ScriptSightings }): FindWebsiteSightings {
  return async (viewer, websiteIds) => {
    const found = await deps.sightings.latestNearWebsites(viewer.userId, websiteIds);
    return websiteIds.map((id) => found.find((sighting) => sighting.websiteId === id) ?? null);
  };
}

export function makeFindPageSightings(deps: { readonly sightings: ScriptSightings }): FindPageSightings {
  return async (viewer, pages) => {
    const asked = pages.map((page): SightedPage | null => {
      const address = sightedPageAddress(page.url);
      return address === null ? null : { websiteId: page.websiteId, page: address };
    });
    const wanted = asked.filter((page) => page !== null);
    const found = wanted.length === 0 ? [] : await deps.sightings.onPages(viewer.userId, wanted);
    return asked.map(
      (page) => found.find((s) => page !== null && s.websiteId === page.websiteId && s.page === page.page) ?? null,
    );
  };
}
