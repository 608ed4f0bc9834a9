import { userRepositoryContract } from '../../contracts/user-repository.contract';
import { InMemoryAccountsStore } from '../../support/fakes/in-memory-accounts-store';
import { InMemoryUserRepository } from '../../support/fakes/in-memory-user-repository';

userRepositoryContract('in memory', () => new InMemoryUserRepository(new InMemoryAccountsStore()));
