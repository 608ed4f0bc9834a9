import { KyselyGoalRepository } from '../../../adapters/persistence/kysely-goal-repository';
import { goalRepositoryContract } from '../../contracts/goal-repository.contract';
import { useTestDatabase } from '../../support/test-database';

const testDb = useTestDatabase();
goalRepositoryContract('Kysely', () => new KyselyGoalRepository(testDb().database.db));
