import { LRUCache } from 'lru-cache';
import type { GetAcceptedOrigins } from '../../../application/tracking/get-accepted-origins';

/** What is kept of a website: its accepted origins, or that no website has the id. */
type Kept = { readonly origins: ReadonlySet<string> | null };

/**
 * Each website's accepted origins (website-origin-rules.ts), kept in memory as long as its tracking configs: every
 * enrolment and event batch is checked against them, so they are read once per website however many requests wait.
 * A change heard from any process drops them (`forgetSite`, `clear`), as it drops the configs.
 */
export class AcceptedOriginsCache {
  private readonly kept: LRUCache<string, Kept> | null;
  /** Counts the drops: a read that began before one is not kept (it may have read what changed). */
  private drops = 0;

  constructor(
    ttlMs: number,
    private readonly load: GetAcceptedOrigins,
  ) {
    this.kept =
      ttlMs > 0
        ? new LRUCache<string, Kept>({
            max: 10_000,
            ttl: ttlMs,
            // A drop while a read is under way must not fail the requests waiting for it.
            ignoreFetchAbort: true,
            fetchMethod: async (site) => ({ origins: await this.load(site) }),
          })
        : null;
  }

  async get(site: string): Promise<ReadonlySet<string> | null> {
    if (this.kept === null) return this.load(site);
    const dropsBefore = this.drops;
    const found = await this.kept.fetch(site);
    if (found === undefined) throw new Error(`the origins of ${site} could not be read`);
    if (this.drops !== dropsBefore) this.kept.delete(site);
    return found.origins;
  }

  forgetSite(site: string): void {
    this.drops += 1;
    this.kept?.delete(site);
  }

  clear(): void {
    this.drops += 1;
    this.kept?.clear();
  }
}
