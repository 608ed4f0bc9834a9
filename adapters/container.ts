import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import { makeListGoals } from '../application/experiments/list-goals';
import { makeCheckHealth } from '../application/health/check-health';
import type { UseCases } from '../application/use-cases';
import type { Config } from './config/config';
import type { Logger } from './logging/create-logger';
import type { Database } from './persistence/database';
import { KyselyDatabaseProbe } from './persistence/kysely-database-probe';
import { KyselyGoalRepository } from './persistence/kysely-goal-repository';
import { tokens } from './tokens';

export interface Infrastructure {
  readonly config: Config;
  readonly logger: Logger;
  readonly database: Database;
}

/** The one place where ports meet their implementations. Each call gives an independent container. */
export function createContainer(infrastructure: Infrastructure): DependencyContainer {
  const c = rootContainer.createChildContainer();
  c.register(tokens.config, { useValue: infrastructure.config });
  c.register(tokens.logger, { useValue: infrastructure.logger });
  c.register(tokens.database, { useValue: infrastructure.database });

  c.register(tokens.databaseProbe, {
    useFactory: instanceCachingFactory((r) => new KyselyDatabaseProbe(r.resolve(tokens.database).db)),
  });
  c.register(tokens.goalRepository, {
    useFactory: instanceCachingFactory((r) => new KyselyGoalRepository(r.resolve(tokens.database).db)),
  });

  c.register(tokens.useCases, {
    useFactory: instanceCachingFactory((r): UseCases => ({
      checkHealth: makeCheckHealth({ database: r.resolve(tokens.databaseProbe) }),
      listGoals: makeListGoals({ goals: r.resolve(tokens.goalRepository) }),
    })),
  });
  return c;
}
