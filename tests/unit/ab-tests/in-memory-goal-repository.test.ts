import { goalRepositoryContract } from '../../contracts/goal-repository.contract';
import { InMemoryGoalRepository } from '../../support/fakes/in-memory-goal-repository';

goalRepositoryContract('in memory', () => new InMemoryGoalRepository());
