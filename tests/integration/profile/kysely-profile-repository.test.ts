import { KyselyProfileRepository } from '../../../adapters/persistence/kysely-profile-repository';
import { KyselyUserRepository } from '../../../adapters/persistence/kysely-user-repository';
import { aUser } from '../../contracts/account-rows';
import { profileRepositoryContract } from '../../contracts/profile-repository.contract';
import { useTestDatabase } from '../../support/test-database';

const testDb = useTestDatabase();
profileRepositoryContract('Kysely', () => {
  const db = testDb().database.db;
  return {
    profiles: new KyselyProfileRepository(db),
    newOwner: async () => {
      const user = aUser();
      await new KyselyUserRepository(db).insert(user);
      return user.id;
    },
  };
});
