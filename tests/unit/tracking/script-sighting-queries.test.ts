import { describe, expect, it } from 'vitest';
import { makeFindPageSightings, makeFindWebsiteSightings } from '../../../application/tracking/script-sighting-queries';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId, WebsiteId } from '../../../domain/shared/ids';
import { InMemoryScriptSightings } from '../../support/fakes/in-memory-script-sightings';

const owner: Viewer = { userId: 'owner-1' as UserId, via: 'access-token' };
const shopId = 'website-shop' as WebsiteId;
const blogId = 'website-blog' as WebsiteId;
const shop = 'https://shop.example';
const at = new Date('2025-06-01T08:00:00.000Z');

async function store(): Promise<InMemoryScriptSightings> {
  const sightings = new InMemoryScriptSightings();
  sightings.addWebsite(shopId, owner.userId, shop);
  sightings.addWebsite(blogId, owner.userId, 'https://blog.example');
  await sightings.record({ websiteId: shopId, page: `${shop}/pricing`, at });
  return sightings;
}

describe('where the tracking script was seen, for its owner', () => {
  it('answers each website in the order asked, null for one never seen', async () => {
    const find = makeFindWebsiteSightings({ sightings: await store() });
    expect(await find(owner, [blogId, shopId])).toEqual([null, { websiteId: shopId, page: `${shop}/pricing`, at }]);
  });

  it("matches a page by its address without the query, so a page saved with one shows its path's sighting", async () => {
    const find = makeFindPageSightings({ sightings: await store() });
    const found = await find(owner, [
      { websiteId: shopId, url: `${shop}/pricing?plan=pro` },
      { websiteId: shopId, url: `${shop}/about` },
      { websiteId: shopId, url: `${shop}/pricing` },
    ]);
    const seen = { websiteId: shopId, page: `${shop}/pricing`, at };
    expect(found).toEqual([seen, null, seen]);
  });
});
