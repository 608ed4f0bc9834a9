import { LRUCache } from 'lru-cache';
import { compressedCopies, type CompressedCopies } from '../compressed-copies';
import type { CachedConfig } from './config-cache';
import { etagOf } from './etag';

/** A website's script as it is served: the tracking script called with the website's config. */
export interface SiteScript extends CompressedCopies {
  readonly code: string;
  readonly etag: string;
}

/**
 * The per-site scripts (`/api/track/script.js?site=`): the built tracking script, a function of its config, called
 * with the website's (scripts/build-tracker.ts), so a page loads its tests in the request that brings the code.
 * Kept by config ETag, since configs come and go with every cache drop but mostly come back the same: each one is
 * compressed once. Brotli at 9 is within a few bytes of 11 on a script this size, at a tenth of the time.
 */
export class SiteScripts {
  private readonly built = new LRUCache<string, SiteScript>({ max: 2_000 });

  constructor(private readonly trackerCode: () => Promise<string | null>) {}

  /** The script of `site` with `config`; null when the tracking script is not built. */
  async get(site: string, config: CachedConfig): Promise<SiteScript | null> {
    const key = `${site} ${config.etag}`;
    const found = this.built.get(key);
    if (found !== undefined) return found;
    const code = await this.trackerCode();
    if (code === null) return null;
    const inline = JSON.stringify({ site, ...(JSON.parse(config.body) as object) });
    // The build ends the script with the call `()`, into which the config goes.
    const script = `${code.slice(0, -2)}(${inline})`;
    const made = { code: script, etag: etagOf(script), ...compressedCopies(script, 9) };
    this.built.set(key, made);
    return made;
  }
}
