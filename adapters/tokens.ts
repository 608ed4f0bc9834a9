import type { InjectionToken } from 'tsyringe';
import type { DatabaseProbe } from '../application/ports/database-probe';
import type { GoalRepository } from '../application/ports/goal-repository';
import type { UseCases } from '../application/use-cases';
import type { Config } from './config/config';
import type { Logger } from './logging/create-logger';
import type { Database } from './persistence/database';

/** Explicit tokens: esbuild emits no decorator metadata, so nothing may be resolved by its constructor's types. */
export const tokens = {
  config: Symbol('Config') as InjectionToken<Config>,
  logger: Symbol('Logger') as InjectionToken<Logger>,
  database: Symbol('Database') as InjectionToken<Database>,
  databaseProbe: Symbol('DatabaseProbe') as InjectionToken<DatabaseProbe>,
  goalRepository: Symbol('GoalRepository') as InjectionToken<GoalRepository>,
  useCases: Symbol('UseCases') as InjectionToken<UseCases>,
} as const;
