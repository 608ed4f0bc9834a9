import { passwordResetRepositoryContract } from '../../contracts/password-reset-repository.contract';
import { InMemoryUnitOfWork } from '../../support/fakes/in-memory-unit-of-work';

passwordResetRepositoryContract('in memory', () => new InMemoryUnitOfWork());
