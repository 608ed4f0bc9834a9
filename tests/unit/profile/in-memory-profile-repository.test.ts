import { randomUUID } from 'node:crypto';
import type { UserId } from '../../../domain/shared/ids';
import { profileRepositoryContract } from '../../contracts/profile-repository.contract';
import { InMemoryProfileRepository } from '../../support/fakes/in-memory-profile-repository';

profileRepositoryContract('in memory', () => ({
  profiles: new InMemoryProfileRepository(),
  newOwner: async () => randomUUID() as UserId,
}));
