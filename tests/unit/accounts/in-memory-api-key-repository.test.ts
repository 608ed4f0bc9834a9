import { apiKeyRepositoryContract } from '../../contracts/api-key-repository.contract';
import { InMemoryUnitOfWork } from '../../support/fakes/in-memory-unit-of-work';

apiKeyRepositoryContract('in memory', () => new InMemoryUnitOfWork());
