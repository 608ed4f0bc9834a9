import type { Redis } from 'ioredis';
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { Registry } from 'prom-client';
import type { Clock } from '../../application/ports/clock';
import type { Config } from '../config/config';
import type { Logger } from '../logging/create-logger';
import type { Database } from '../persistence/database';
import { tokens } from '../tokens';

export interface Infrastructure {
  readonly config: Config;
  readonly logger: Logger;
  readonly database: Database;
  /** The key access tokens are signed with (JWT_SECRET, or the one kept in the database). */
  readonly signingSecret: string;
  /** Where rate limits are counted when REDIS_URL is set (connected by the caller, who closes it). */
  readonly redis?: Redis | null | undefined;
  /** The system clock unless replaced (tests pin time to make windows and expiry deterministic). */
  readonly clock?: Clock | undefined;
  /** Tells the job queue of a new email to send (with SMTP_URL); without it, the stranded-email sweep finds it. */
  readonly enqueueEmail?: ((emailId: string) => Promise<void>) | undefined;
  /** Tells the job queue of a new webhook delivery; without it, the sweep of pending deliveries finds it. */
  readonly enqueueWebhookDelivery?: ((deliveryId: string) => Promise<void>) | undefined;
  /** The registry the job queue's metrics went on already, when it started before the container; else a new one. */
  readonly metricsRegistry?: Registry | undefined;
}

/**
 * One module of the product as the composition root sees it: the adapters behind the ports its use cases need
 * (each under its token in adapters/tokens.ts), and those use cases, built by the application module's own
 * `*-use-cases.ts` from ports resolved here, in one place.
 */
export interface CompositionModule<UseCases extends object> {
  readonly register: (container: DependencyContainer, infrastructure: Infrastructure) => void;
  readonly useCases: (container: DependencyContainer, infrastructure: Infrastructure) => UseCases;
}

/** One instance per container, made on first resolve. */
export function singleton<T>(factory: (container: DependencyContainer) => T) {
  return { useFactory: instanceCachingFactory(factory) };
}

/** The Kysely handle of the open database, for repositories that need no transaction with other tables. */
export function kysely(container: DependencyContainer): Database['db'] {
  return container.resolve(tokens.database).db;
}
