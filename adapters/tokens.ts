import type { InjectionToken } from 'tsyringe';
import type { AccessTokens } from '../application/ports/access-tokens';
import type { Clock } from '../application/ports/clock';
import type { DatabaseProbe } from '../application/ports/database-probe';
import type { GoalRepository } from '../application/ports/goal-repository';
import type { IdGenerator } from '../application/ports/id-generator';
import type { Mailer } from '../application/ports/mailer';
import type { OpaqueTokens } from '../application/ports/opaque-tokens';
import type { PasswordHasher } from '../application/ports/password-hasher';
import type { RateLimiter } from '../application/ports/rate-limiter';
import type { UnitOfWork } from '../application/ports/unit-of-work';
import type { PruneRawEvents } from '../application/tracking/prune-raw-events';
import type { TopUpAccounts } from '../application/top-ups/top-up-accounts';
import type { PayAffiliates } from '../application/affiliates/pay-affiliates';
import type { UseCases } from '../application/use-cases';
import type { Config } from './config/config';
import type { Logger } from './logging/create-logger';
import type { Database } from './persistence/database';
import type { KyselyOutboxMailer } from './persistence/kysely-outbox-mailer';

/** Explicit tokens: esbuild emits no decorator metadata, so nothing may be resolved by its constructor's types. */
export const tokens = {
  config: Symbol('Config') as InjectionToken<Config>,
  logger: Symbol('Logger') as InjectionToken<Logger>,
  database: Symbol('Database') as InjectionToken<Database>,
  signingSecret: Symbol('SigningSecret') as InjectionToken<string>,
  clock: Symbol('Clock') as InjectionToken<Clock>,
  ids: Symbol('IdGenerator') as InjectionToken<IdGenerator>,
  databaseProbe: Symbol('DatabaseProbe') as InjectionToken<DatabaseProbe>,
  goalRepository: Symbol('GoalRepository') as InjectionToken<GoalRepository>,
  unitOfWork: Symbol('UnitOfWork') as InjectionToken<UnitOfWork>,
  passwordHasher: Symbol('PasswordHasher') as InjectionToken<PasswordHasher>,
  accessTokens: Symbol('AccessTokens') as InjectionToken<AccessTokens>,
  opaqueTokens: Symbol('OpaqueTokens') as InjectionToken<OpaqueTokens>,
  rateLimiter: Symbol('RateLimiter') as InjectionToken<RateLimiter>,
  outbox: Symbol('Outbox') as InjectionToken<KyselyOutboxMailer>,
  mailer: Symbol('Mailer') as InjectionToken<Mailer>,
  useCases: Symbol('UseCases') as InjectionToken<UseCases>,
  topUpAccounts: Symbol('TopUpAccounts') as InjectionToken<TopUpAccounts>,
  payAffiliates: Symbol('PayAffiliates') as InjectionToken<PayAffiliates>,
  pruneRawEvents: Symbol('PruneRawEvents') as InjectionToken<PruneRawEvents>,
} as const;
