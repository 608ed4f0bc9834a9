import { describe, expect, it } from 'vitest';
import type { ScriptSightings } from '../../application/ports/script-sightings';
import type { UserId, WebsiteId } from '../../domain/shared/ids';
import type { ScriptSighting } from '../../domain/tracking/script-sighting';
import { anId } from './account-rows';

/** The store under test, and the websites (each with its owner) it checks sightings against. */
export interface ScriptSightingsHarness {
  readonly sightings: ScriptSightings;
  /** A website at `url` of a new owner, or of `owner`. */
  website(url: string, owner?: UserId): Promise<{ websiteId: WebsiteId; userId: UserId }>;
  /** Gives the website another address, as its owner editing it would. */
  moveWebsite(websiteId: WebsiteId, url: string): Promise<void>;
}

const hour = 3_600_000;
const t0 = new Date('2025-06-01T09:00:00.000Z');
const after = (ms: number): Date => new Date(t0.getTime() + ms);

/** A unique origin, since the real adapter runs every test of a file against one database. */
const anOrigin = (): string => `https://shop-${anId().slice(0, 8)}.example`;

/** What every ScriptSightings store does, run against the in-memory fake and the Kysely adapter alike. */
export function scriptSightingsContract(
  name: string,
  make: () => ScriptSightingsHarness | Promise<ScriptSightingsHarness>,
): void {
  describe(`ScriptSightings contract: ${name}`, () => {
    it("knows an existing website's address, and nothing of an unknown or malformed id", async () => {
      const harness = await make();
      const url = anOrigin();
      const { websiteId } = await harness.website(url);
      expect(await harness.sightings.websiteUrl(websiteId)).toBe(url);
      expect(await harness.sightings.websiteUrl(anId())).toBeNull();
      expect(await harness.sightings.websiteUrl('not-a-uuid')).toBeNull();
    });

    it("writes a page's sighting once a day: later ones that day change nothing, one a day on moves it on", async () => {
      const harness = await make();
      const url = anOrigin();
      const { websiteId, userId } = await harness.website(url);
      const page = `${url}/pricing`;
      const seenAt = async (): Promise<Date | undefined> =>
        (await harness.sightings.onPages(userId, [{ websiteId, page }]))[0]?.at;

      expect(await harness.sightings.record({ websiteId, page, at: t0 })).toBe(true);
      expect(await harness.sightings.record({ websiteId, page, at: after(23 * hour) })).toBe(false);
      expect(await seenAt()).toEqual(t0);
      expect(await harness.sightings.record({ websiteId, page, at: after(24 * hour) })).toBe(true);
      expect(await seenAt()).toEqual(after(24 * hour));
      // Another page of the website has its own day.
      expect(await harness.sightings.record({ websiteId, page: `${url}/`, at: after(25 * hour) })).toBe(true);
    });

    it('writes nothing for a website that does not exist', async () => {
      const harness = await make();
      const websiteId = anId() as WebsiteId;
      expect(await harness.sightings.record({ websiteId, page: 'https://gone.example/', at: t0 })).toBe(false);
    });

    it("gives each of the owner's websites its most recently seen page, and another owner nothing", async () => {
      const harness = await make();
      const url = anOrigin();
      const { websiteId, userId } = await harness.website(url);
      const unseen = await harness.website(anOrigin(), userId);
      const stranger = await harness.website(anOrigin());
      await harness.sightings.record({ websiteId, page: `${url}/`, at: t0 });
      await harness.sightings.record({ websiteId, page: `${url}/pricing`, at: after(hour) });
      await harness.sightings.record({ websiteId, page: `${url}/about`, at: after(hour / 2) });

      const latest: readonly ScriptSighting[] = await harness.sightings.latestOnWebsites(userId, [
        websiteId,
        unseen.websiteId,
      ]);
      expect(latest).toEqual([{ websiteId, page: `${url}/pricing`, at: after(hour) }]);
      expect(await harness.sightings.latestOnWebsites(stranger.userId, [websiteId])).toEqual([]);
    });

    it('leaves out pages seen before the website moved to another address', async () => {
      const harness = await make();
      const url = anOrigin();
      const { websiteId, userId } = await harness.website(url);
      await harness.sightings.record({ websiteId, page: `${url}/`, at: t0 });
      const moved = anOrigin();
      await harness.moveWebsite(websiteId, moved);
      expect(await harness.sightings.latestOnWebsites(userId, [websiteId])).toEqual([]);
      await harness.sightings.record({ websiteId, page: `${moved}/shop`, at: after(hour) });
      expect(await harness.sightings.latestOnWebsites(userId, [websiteId])).toEqual([
        { websiteId, page: `${moved}/shop`, at: after(hour) },
      ]);
    });

    it("finds the sightings of the owner's pages asked for, and none for another owner", async () => {
      const harness = await make();
      const url = anOrigin();
      const { websiteId, userId } = await harness.website(url);
      const stranger = await harness.website(anOrigin());
      await harness.sightings.record({ websiteId, page: `${url}/pricing`, at: t0 });
      await harness.sightings.record({ websiteId, page: `${url}/about`, at: t0 });

      const found = await harness.sightings.onPages(userId, [
        { websiteId, page: `${url}/pricing` },
        { websiteId, page: `${url}/contact` },
      ]);
      expect(found).toEqual([{ websiteId, page: `${url}/pricing`, at: t0 }]);
      expect(await harness.sightings.onPages(stranger.userId, [{ websiteId, page: `${url}/pricing` }])).toEqual([]);
    });
  });
}
