import type { UserId, WebsiteId } from '../../../domain/shared/ids';
import { anId } from '../../contracts/account-rows';
import { scriptSightingsContract } from '../../contracts/script-sightings.contract';
import { InMemoryScriptSightings } from '../../support/fakes/in-memory-script-sightings';

scriptSightingsContract('in memory', () => {
  const sightings = new InMemoryScriptSightings();
  return {
    sightings,
    website: async (url, owner = anId() as UserId) => {
      const websiteId = anId() as WebsiteId;
      sightings.addWebsite(websiteId, owner, url);
      return { websiteId, userId: owner };
    },
    moveWebsite: async (websiteId, url) => sightings.moveWebsite(websiteId, url),
  };
});
