import type { ScriptSightings, SightedPage } from '../../../application/ports/script-sightings';
import type { UserId, WebsiteId } from '../../../domain/shared/ids';
import { isNearWebsite, sightingIntervalMs, type ScriptSighting } from '../../../domain/tracking/script-sighting';

interface StoredWebsite {
  readonly userId: UserId;
  url: string;
}

/** The install check's store in memory, with the websites it checks sightings against; `writes` counts each write. */
export class InMemoryScriptSightings implements ScriptSightings {
  readonly websites = new Map<string, StoredWebsite>();
  private readonly stored = new Map<string, ScriptSighting>();
  writes = 0;
  reads = 0;

  addWebsite(id: WebsiteId, userId: UserId, url: string): void {
    this.websites.set(id, { userId, url });
  }

  moveWebsite(id: WebsiteId, url: string): void {
    const website = this.websites.get(id);
    if (website !== undefined) website.url = url;
  }

  all(): ScriptSighting[] {
    return [...this.stored.values()];
  }

  async websiteUrl(websiteId: string): Promise<string | null> {
    this.reads += 1;
    return this.websites.get(websiteId)?.url ?? null;
  }

  async record(sighting: ScriptSighting): Promise<boolean> {
    if (!this.websites.has(sighting.websiteId)) return false;
    const key = `${sighting.websiteId} ${sighting.page}`;
    const before = this.stored.get(key);
    if (before !== undefined && sighting.at.getTime() - before.at.getTime() < sightingIntervalMs) return false;
    this.stored.set(key, { ...sighting, at: new Date(sighting.at) });
    this.writes += 1;
    return true;
  }

  async latestOnWebsites(userId: UserId, websiteIds: readonly WebsiteId[]): Promise<readonly ScriptSighting[]> {
    return websiteIds.flatMap((id) => {
      const website = this.websites.get(id);
      if (website === undefined || website.userId !== userId) return [];
      const [latest] = this.all()
        .filter((s) => s.websiteId === id && s.page.startsWith(`${website.url}/`))
        .sort((a, b) => b.at.getTime() - a.at.getTime() || a.page.localeCompare(b.page));
      return latest === undefined ? [] : [latest];
    });
  }

  async latestNearWebsites(userId: UserId, websiteIds: readonly WebsiteId[]): Promise<readonly ScriptSighting[]> {
    return websiteIds.flatMap((id) => {
      const website = this.websites.get(id);
      if (website === undefined || website.userId !== userId) return [];
      const [latest] = this.all()
        .filter((s) => s.websiteId === id && isNearWebsite(s.page, website.url))
        .sort((a, b) => b.at.getTime() - a.at.getTime() || a.page.localeCompare(b.page));
      return latest === undefined ? [] : [latest];
    });
  }

  async onPages(userId: UserId, pages: readonly SightedPage[]): Promise<readonly ScriptSighting[]> {
    return pages.flatMap((page) => {
      if (this.websites.get(page.websiteId)?.userId !== userId) return [];
      const found = this.stored.get(`${page.websiteId} ${page.page}`);
      return found === undefined ? [] : [found];
    });
  }
}
