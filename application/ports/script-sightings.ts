import type { UserId, WebsiteId } from '../../domain/shared/ids';
import type { ScriptSighting } from '../../domain/tracking/script-sighting';

/** A page of a website, by the address its sighting is stored under (without the query). */
export interface SightedPage {
  readonly websiteId: WebsiteId;
  readonly page: string;
}

/**
 * Where the tracking script was seen running (the install check). Written by the config endpoint for anyone's
 * website; read only by the owner: every read filters by the owner in its query, so another owner's ids match nothing.
 */
export interface ScriptSightings {
  /** The address (an origin) of the website with this id; null when there is none, a malformed id included. */
  websiteUrl(websiteId: string): Promise<string | null>;
  /**
   * Stores the sighting, unless the page's stored one is less than a day (`sightingIntervalMs`) older or the
   * website is gone meanwhile; true when it wrote.
   */
  record(sighting: ScriptSighting): Promise<boolean>;
  /** The most recent sighting on each of the owner's websites among `websiteIds`, on its current address. */
  latestOnWebsites(userId: UserId, websiteIds: readonly WebsiteId[]): Promise<readonly ScriptSighting[]>;
  /**
   * The most recent sighting on a near address (the other scheme, the www twin) of each of the owner's websites among
   * `websiteIds` (`isNearWebsite`).
   */
  latestNearWebsites(userId: UserId, websiteIds: readonly WebsiteId[]): Promise<readonly ScriptSighting[]>;
  /** The sightings of these pages of the owner's websites. */
  onPages(userId: UserId, pages: readonly SightedPage[]): Promise<readonly ScriptSighting[]>;
}
