import { workspaceUseCases, type WorkspaceUseCases } from '../../application/workspace/workspace-use-cases';
import { KyselyGoalRepository } from '../persistence/kysely-goal-repository';
import { KyselyPageTrafficSource } from '../persistence/kysely-page-traffic-source';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule } from './composition-module';

export const workspaceModule: CompositionModule<WorkspaceUseCases> = {
  register(c) {
    c.register(
      tokens.goalRepository,
      singleton((r) => new KyselyGoalRepository(kysely(r))),
    );
    c.register(
      tokens.pageTrafficSource,
      singleton((r) => new KyselyPageTrafficSource(kysely(r))),
    );
  },
  useCases: (r, { config }) =>
    workspaceUseCases({
      uow: r.resolve(tokens.unitOfWork),
      clock: r.resolve(tokens.clock),
      ids: r.resolve(tokens.ids),
      tokens: r.resolve(tokens.opaqueTokens),
      goals: r.resolve(tokens.goalRepository),
      traffic: r.resolve(tokens.pageTrafficSource),
      beginnerMaxCases: config.sessions.beginnerMaxCases,
      rollupsChanges: r.resolve(tokens.recentRollups),
    }),
};
