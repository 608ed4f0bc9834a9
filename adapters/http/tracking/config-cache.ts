import { LRUCache } from 'lru-cache';
import { etagOf } from './etag';

export interface CachedConfig {
  readonly body: string;
  readonly etag: string;
}

/**
 * Page configs kept in memory for a short time: the config endpoint is the hottest read in the product (every page
 * view of every customer site). Configs are kept by page (site and canonical address), loaded once per page however
 * many requests wait for it; and by the request's own query, so that a repeated request skips validating and
 * normalising its address. Staleness is bounded by the time to live; `forgetSite()` drops one website's configs (a
 * change heard from any process) and `clear()` everything at once.
 */
export class ConfigCache {
  private readonly byPage: LRUCache<string, CachedConfig> | null;
  private readonly byRequest: LRUCache<string, CachedConfig> | null;
  /** Counts the drops: a load that began before one is not kept (it may have read what changed). */
  private drops = 0;

  constructor(
    ttlMs: number,
    private readonly load: (pageKey: string) => Promise<string>,
  ) {
    this.byPage =
      ttlMs > 0
        ? new LRUCache<string, CachedConfig>({
            max: 10_000,
            ttl: ttlMs,
            // A clear while a config is loading must not fail the requests waiting for it (they get the load).
            ignoreFetchAbort: true,
            fetchMethod: async (key) => withEtag(await this.load(key)),
          })
        : null;
    this.byRequest = ttlMs > 0 ? new LRUCache<string, CachedConfig>({ max: 50_000, ttl: ttlMs }) : null;
  }

  /** The config a request asked for before, if it is still fresh. */
  recall(requestKey: string): CachedConfig | undefined {
    return this.byRequest?.get(requestKey);
  }

  async get(pageKey: string, requestKey: string): Promise<CachedConfig> {
    if (this.byPage === null) return withEtag(await this.load(pageKey));
    const dropsBefore = this.drops;
    const found = await this.byPage.fetch(pageKey);
    if (found === undefined) throw new Error(`config for ${pageKey} could not be loaded`);
    // Loaded while a change was dropping configs: it may predate the change, so it is served this once, never kept.
    if (this.drops !== dropsBefore) this.byPage.delete(pageKey);
    else this.byRequest?.set(requestKey, found);
    return found;
  }

  /** Drops every config of the website `site` (keys are the site id, alone or followed by a space and the page). */
  forgetSite(site: string): void {
    this.drops += 1;
    for (const cache of [this.byPage, this.byRequest]) {
      if (cache === null) continue;
      for (const key of [...cache.keys()]) {
        if (key === site || key.startsWith(`${site} `)) cache.delete(key);
      }
    }
  }

  clear(): void {
    this.drops += 1;
    this.byPage?.clear();
    this.byRequest?.clear();
  }
}

/** A config body as it is served, with its ETag. */
export function withEtag(body: string): CachedConfig {
  return { body, etag: etagOf(body) };
}
