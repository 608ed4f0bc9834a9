import { profileUseCases, type ProfileUseCases } from '../../application/profile/profile-use-cases';
import { KyselyFeedbackRepository } from '../persistence/kysely-feedback-repository';
import { KyselyProfileLookups } from '../persistence/kysely-profile-lookups';
import { KyselyProfileRepository } from '../persistence/kysely-profile-repository';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule } from './composition-module';

/**
 * The profile wizard and feedback. Their repositories sit outside the unit of work: each step is one owner's own
 * rows, and the one write that spans two tables (previous experience and its competitors) is atomic inside it.
 */
export const profileModule: CompositionModule<ProfileUseCases> = {
  register(c) {
    c.register(
      tokens.profileRepository,
      singleton((r) => new KyselyProfileRepository(kysely(r))),
    );
    c.register(
      tokens.profileLookups,
      singleton((r) => new KyselyProfileLookups(kysely(r))),
    );
    c.register(
      tokens.feedbackRepository,
      singleton((r) => new KyselyFeedbackRepository(kysely(r))),
    );
  },
  useCases: (r) =>
    profileUseCases({
      clock: r.resolve(tokens.clock),
      ids: r.resolve(tokens.ids),
      limiter: r.resolve(tokens.rateLimiter),
      profiles: r.resolve(tokens.profileRepository),
      lookups: r.resolve(tokens.profileLookups),
      feedback: r.resolve(tokens.feedbackRepository),
    }),
};
