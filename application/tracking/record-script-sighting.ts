import type { WebsiteId } from '../../domain/shared/ids';
import { isNearWebsite, isOnWebsite, sightedPageAddress, sightingDay } from '../../domain/tracking/script-sighting';
import type { Clock } from '../ports/clock';
import type { ScriptSightings } from '../ports/script-sightings';
import type { SightingMemory } from '../ports/sighting-memory';

/** The config request named a page (`page`): the script runs there. Resolves once recorded or ignored. */
export type RecordScriptSighting = (websiteId: string, page: string) => Promise<void>;

/**
 * Records that the tracking script of a website runs on one of its pages, at most once a day per page: this server
 * remembers the (website, page, day) it handled, and the store rewrites a page's time only once it is a day old, so
 * several servers (or a restart) still write once a day. Only an existing website and an http(s) page on its
 * origin, or on a near address of it (the other scheme, the www twin: the install check says so), count; anything
 * else is ignored silently, as the config answer tells nothing either. What was ignored is remembered for a few
 * minutes only: a stale or wrong install costs a database read per page every few minutes, not per page view, and
 * once the owner fixes the website's address its pages are seen again within minutes, not the next day.
 */
export function makeRecordScriptSighting(deps: {
  readonly sightings: ScriptSightings;
  readonly memory: SightingMemory;
  readonly clock: Clock;
}): RecordScriptSighting {
  return async (websiteId, href) => {
    const page = sightedPageAddress(href);
    if (page === null) return;
    const at = deps.clock.now();
    const key = `${websiteId} ${page} ${sightingDay(at)}`;
    if (deps.memory.remembers(key)) return;
    const ignoredKey = `${websiteId} ${page} ignored ${Math.floor(at.getTime() / ignoredForMs)}`;
    if (deps.memory.remembers(ignoredKey)) return;
    const websiteUrl = await deps.sightings.websiteUrl(websiteId);
    if (websiteUrl !== null && (isOnWebsite(page, websiteUrl) || isNearWebsite(page, websiteUrl))) {
      await deps.sightings.record({ websiteId: websiteId as WebsiteId, page, at });
      deps.memory.remember(key);
    } else {
      deps.memory.remember(ignoredKey);
    }
  };
}

/** How long a page ignored (not on the website's address) is not looked at again. */
export const ignoredForMs = 5 * 60_000;
