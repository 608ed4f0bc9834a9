import { makeDeliverEmail } from '../../application/email/deliver-email';
import type { Mailer } from '../../application/ports/mailer';
import { healthUseCases, type HealthUseCases } from '../../application/health/health-use-cases';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher';
import { zxcvbnPasswordStrength } from '../auth/zxcvbn-password-strength';
import { CryptoOpaqueTokens } from '../auth/crypto-opaque-tokens';
import { JoseAccessTokens } from '../auth/jose-access-tokens';
import { SmtpMailer } from '../email/smtp-mailer';
import { KyselyDatabaseProbe } from '../persistence/kysely-database-probe';
import { KyselyOutboxMailer } from '../persistence/kysely-outbox-mailer';
import { KyselyRateLimiter } from '../persistence/kysely-rate-limiter';
import { KyselyUnitOfWork } from '../persistence/kysely-unit-of-work';
import { registerDatabasePoolMetrics } from '../observability/database-pool-metrics';
import { createMetricsRegistry } from '../observability/metrics-registry';
import { RedisRateLimiter } from '../redis/redis-rate-limiter';
import { FallbackRateLimiter } from '../system/fallback-rate-limiter';
import { MemoryRateLimiter } from '../system/memory-rate-limiter';
import { RandomIdGenerator } from '../system/random-id-generator';
import { SystemClock } from '../system/system-clock';
import { tokens } from '../tokens';
import { kysely, singleton, type CompositionModule } from './composition-module';

const noMailServer: Mailer = { send: () => Promise.reject(new Error('SMTP_URL is not set: emails are kept')) };

/** What every module shares: configuration, the database and its unit of work, time, ids, secrets, email, limits. */
export const platformModule: CompositionModule<HealthUseCases> = {
  register(c, infrastructure) {
    const { config } = infrastructure;
    c.register(tokens.config, { useValue: config });
    c.register(tokens.logger, { useValue: infrastructure.logger });
    c.register(tokens.database, { useValue: infrastructure.database });
    c.register(tokens.signingSecret, { useValue: infrastructure.signingSecret });
    c.register(
      tokens.metricsRegistry,
      singleton(() => {
        const registry = infrastructure.metricsRegistry ?? createMetricsRegistry();
        const { pool } = infrastructure.database;
        if (pool !== null) registerDatabasePoolMetrics(registry, pool);
        return registry;
      }),
    );
    c.register(
      tokens.clock,
      singleton(() => infrastructure.clock ?? new SystemClock()),
    );
    c.register(
      tokens.ids,
      singleton(() => new RandomIdGenerator()),
    );
    c.register(
      tokens.passwordHasher,
      singleton(() => new Argon2PasswordHasher()),
    );
    c.register(
      tokens.passwordStrength,
      singleton(() => zxcvbnPasswordStrength()),
    );
    c.register(
      tokens.opaqueTokens,
      singleton(() => new CryptoOpaqueTokens()),
    );
    c.register(
      tokens.accessTokens,
      singleton((r) => new JoseAccessTokens(r.resolve(tokens.signingSecret))),
    );
    c.register(
      tokens.databaseProbe,
      singleton((r) => new KyselyDatabaseProbe(kysely(r))),
    );
    c.register(tokens.readinessProbe, {
      useFactory: (r) => ({ name: 'database', isReachable: () => r.resolve(tokens.databaseProbe).isReachable() }),
    });
    c.register(
      tokens.unitOfWork,
      singleton((r) => new KyselyUnitOfWork(kysely(r))),
    );
    const { redis = null, logger } = infrastructure;
    const reportFallback =
      (store: string, fallback: string) =>
      (error: unknown, fallbacks: number): void =>
        logger.warn({ err: error, fallbacks }, `rate limits could not be counted in ${store}: counting ${fallback}`);
    // Login, reset and feedback attempts: in Redis when there is one, else (and while it is out of reach) the database.
    c.register(
      tokens.rateLimiter,
      singleton((r) =>
        redis === null
          ? new KyselyRateLimiter(kysely(r))
          : new FallbackRateLimiter(
              new RedisRateLimiter(redis),
              new KyselyRateLimiter(kysely(r)),
              reportFallback('Redis', 'in the database'),
            ),
      ),
    );
    // Every tracking request and API call: shared when several processes may serve them, never an error (docs/decisions.md).
    c.register(
      tokens.requestRateLimiter,
      singleton((r) => {
        if (redis !== null) {
          return new FallbackRateLimiter(
            new RedisRateLimiter(redis),
            new MemoryRateLimiter(),
            reportFallback('Redis', "in each process's memory"),
          );
        }
        if (infrastructure.database.kind === 'pglite') return null;
        return new FallbackRateLimiter(
          new KyselyRateLimiter(kysely(r)),
          new MemoryRateLimiter(),
          reportFallback('the database', "in each process's memory"),
        );
      }),
    );
    c.register(
      tokens.outbox,
      singleton(
        (r) =>
          new KyselyOutboxMailer(kysely(r), {
            clock: r.resolve(tokens.clock),
            ids: r.resolve(tokens.ids),
            logger: r.resolve(tokens.logger),
            appUrl: config.publicUrl,
            // Without SMTP_URL emails stay in the outbox table (read at /dev/mailbox when DEV_MAILBOX is on).
            delivery: config.mail.smtpUrl === null ? null : (infrastructure.enqueueEmail ?? (() => Promise.resolve())),
          }),
      ),
    );
    // Every flow writes its emails to the outbox; a job of the queue sends them (deliverEmail).
    c.register(
      tokens.mailer,
      singleton((r) => r.resolve(tokens.outbox)),
    );
    c.register(
      tokens.deliverEmail,
      singleton((r) => {
        const { smtpUrl, from, maxAttempts } = config.mail;
        return makeDeliverEmail({
          outbox: r.resolve(tokens.outbox),
          // Without a mail server every email is kept, and a kept email is never attempted.
          transport: smtpUrl === null ? noMailServer : new SmtpMailer(smtpUrl, from, r.resolve(tokens.logger)),
          clock: r.resolve(tokens.clock),
          policy: { maxAttempts },
        });
      }),
    );
  },
  useCases: (r) =>
    healthUseCases({ database: r.resolve(tokens.databaseProbe), dependencies: r.resolveAll(tokens.readinessProbe) }),
};
