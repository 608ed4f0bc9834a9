import { KyselyScriptSightings } from '../../../adapters/persistence/kysely-script-sightings';
import { KyselyUserRepository } from '../../../adapters/persistence/kysely-user-repository';
import type { UserId, WebsiteId } from '../../../domain/shared/ids';
import { anId, aUser } from '../../contracts/account-rows';
import { scriptSightingsContract } from '../../contracts/script-sightings.contract';
import { useTestDatabase } from '../../support/test-database';

// The contract the in-memory fake passes (tests/unit/tracking), against the real adapter and database.
const testDb = useTestDatabase();

scriptSightingsContract('Kysely', () => {
  const db = testDb().database.db;
  return {
    sightings: new KyselyScriptSightings(db),
    website: async (url, owner) => {
      let userId = owner;
      if (userId === undefined) {
        const user = aUser();
        await new KyselyUserRepository(db).insert(user);
        userId = user.id;
      }
      const websiteId = anId() as WebsiteId;
      const at = new Date('2025-05-01T00:00:00.000Z');
      await db
        .insertInto('websites')
        .values({ id: websiteId, user_id: userId, url, name: 'Shop', created_at: at, last_modified: at })
        .execute();
      return { websiteId, userId: userId satisfies UserId };
    },
    moveWebsite: async (websiteId, url) => {
      await db.updateTable('websites').set({ url }).where('id', '=', websiteId).execute();
    },
  };
});
