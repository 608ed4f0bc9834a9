import type { Registry } from 'prom-client';
import type { InjectionToken } from 'tsyringe';
import type { RevokedSessions } from '../application/accounts/revoked-sessions';
import type { RecentRollups } from '../application/results/recent-rollups';
import type { SnapshotDailyStatistics } from '../application/results/snapshot-daily-statistics';
import type { AccessTokens } from '../application/ports/access-tokens';
import type { Clock } from '../application/ports/clock';
import type { DatabaseProbe } from '../application/ports/database-probe';
import type { DependencyProbe } from '../application/ports/dependency-probe';
import type { GoalRepository } from '../application/ports/goal-repository';
import type { IdGenerator } from '../application/ports/id-generator';
import type { Mailer } from '../application/ports/mailer';
import type { OpaqueTokens } from '../application/ports/opaque-tokens';
import type { PasswordHasher } from '../application/ports/password-hasher';
import type { PasswordStrength } from '../application/ports/password-strength';
import type { RateLimiter } from '../application/ports/rate-limiter';
import type { UnitOfWork } from '../application/ports/unit-of-work';
import type { AffiliateReports } from '../application/ports/affiliate-reports';
import type { ContactMessageRepository } from '../application/ports/contact-message-repository';
import type { FeedbackRepository } from '../application/ports/feedback-repository';
import type { NewsletterRepository } from '../application/ports/newsletter-repository';
import type { PageTrafficSource } from '../application/ports/page-traffic-source';
import type { PaymentGateway } from '../application/ports/payment-gateway';
import type { PaymentListener } from '../application/ports/payment-listener';
import type { PayoutGateway } from '../application/ports/payout-gateway';
import type { ProfileLookups } from '../application/ports/profile-lookups';
import type { ProfileRepository } from '../application/ports/profile-repository';
import type { TestResultsSource } from '../application/ports/test-results-source';
import type { TrackingConfigSource } from '../application/ports/tracking-config-source';
import type { BalanceForecastRepository } from '../application/ports/balance-forecast-repository';
import type { ScriptSightings } from '../application/ports/script-sightings';
import type { SightingMemory } from '../application/ports/sighting-memory';
import type { VisitsLeftOutStore } from '../application/ports/visits-left-out-store';
import type { SessionSpikeSource } from '../application/ports/session-spike-source';
import type { WarnSessionSpikes } from '../application/tracking/warn-session-spikes';
import type { PrepareRawEventDays } from '../application/tracking/prepare-raw-event-days';
import type { RotateRawEvents } from '../application/tracking/rotate-raw-events';
import type { WarnLowBalances } from '../application/tracking/warn-low-balances';
import type { TopUpAccounts } from '../application/top-ups/top-up-accounts';
import type { PayAffiliates } from '../application/affiliates/pay-affiliates';
import type { DeliverEmail } from '../application/email/deliver-email';
import type { DeliverWebhook } from '../application/decisions/deliver-webhook';
import type { WatchVerdicts } from '../application/decisions/watch-verdicts';
import type { RollupsChanges } from '../application/ports/rollups-changes';
import type { UseCases } from '../application/use-cases';
import type { PaymentProvider } from './composition/payment-providers';
import type { Config } from './config/config';
import type { Logger } from './logging/create-logger';
import type { Database } from './persistence/database';
import type { KyselyOutboxMailer } from './persistence/kysely-outbox-mailer';

/**
 * Every port's token. Explicit, because esbuild emits no decorator metadata, so nothing may be resolved by its
 * constructor's types. Each is registered by one module of adapters/composition/.
 */
export const tokens = {
  config: Symbol('Config') as InjectionToken<Config>,
  logger: Symbol('Logger') as InjectionToken<Logger>,
  /** The application's Prometheus registry: each adapter that reports a metric registers it here. */
  metricsRegistry: Symbol('MetricsRegistry') as InjectionToken<Registry>,
  database: Symbol('Database') as InjectionToken<Database>,
  signingSecret: Symbol('SigningSecret') as InjectionToken<string>,
  clock: Symbol('Clock') as InjectionToken<Clock>,
  ids: Symbol('IdGenerator') as InjectionToken<IdGenerator>,
  databaseProbe: Symbol('DatabaseProbe') as InjectionToken<DatabaseProbe>,
  /**
   * Registered once per dependency the process needs to serve (the database's by the platform module; a module that
   * adds another, such as a message log, registers its own): /readyz asks them all.
   */
  readinessProbe: Symbol('ReadinessProbe') as InjectionToken<DependencyProbe>,
  goalRepository: Symbol('GoalRepository') as InjectionToken<GoalRepository>,
  unitOfWork: Symbol('UnitOfWork') as InjectionToken<UnitOfWork>,
  passwordHasher: Symbol('PasswordHasher') as InjectionToken<PasswordHasher>,
  passwordStrength: Symbol('PasswordStrength') as InjectionToken<PasswordStrength>,
  accessTokens: Symbol('AccessTokens') as InjectionToken<AccessTokens>,
  opaqueTokens: Symbol('OpaqueTokens') as InjectionToken<OpaqueTokens>,
  rateLimiter: Symbol('RateLimiter') as InjectionToken<RateLimiter>,
  /**
   * Where the HTTP rate limits (tracking endpoints, API keys) are counted when every process must share them (Redis,
   * or PostgreSQL); null on the embedded database (one process), where each route counts in memory.
   */
  requestRateLimiter: Symbol('RequestRateLimiter') as InjectionToken<RateLimiter | null>,
  revokedSessions: Symbol('RevokedSessions') as InjectionToken<RevokedSessions>,
  outbox: Symbol('Outbox') as InjectionToken<KyselyOutboxMailer>,
  mailer: Symbol('Mailer') as InjectionToken<Mailer>,
  /** One attempt at one email of the outbox over SMTP (SMTP_URL); without it, emails are kept and never attempted. */
  deliverEmail: Symbol('DeliverEmail') as InjectionToken<DeliverEmail>,
  pageTrafficSource: Symbol('PageTrafficSource') as InjectionToken<PageTrafficSource>,
  trackingConfigSource: Symbol('TrackingConfigSource') as InjectionToken<TrackingConfigSource>,
  balanceForecasts: Symbol('BalanceForecastRepository') as InjectionToken<BalanceForecastRepository>,
  scriptSightings: Symbol('ScriptSightings') as InjectionToken<ScriptSightings>,
  sightingMemory: Symbol('SightingMemory') as InjectionToken<SightingMemory>,
  visitsLeftOut: Symbol('VisitsLeftOutStore') as InjectionToken<VisitsLeftOutStore>,
  sessionSpikes: Symbol('SessionSpikeSource') as InjectionToken<SessionSpikeSource>,
  testResultsSource: Symbol('TestResultsSource') as InjectionToken<TestResultsSource>,
  /** The rollups the results pages read, kept in memory for RESULTS_CACHE_MS; the writers that change them tell it. */
  recentRollups: Symbol('RecentRollups') as InjectionToken<RecentRollups>,
  paymentProvider: Symbol('PaymentProvider') as InjectionToken<PaymentProvider>,
  paymentGateway: Symbol('PaymentGateway') as InjectionToken<PaymentGateway>,
  payoutGateway: Symbol('PayoutGateway') as InjectionToken<PayoutGateway>,
  /** Registered by each module that must hear of payments and refunds; the payments module resolves them all. */
  paymentListener: Symbol('PaymentListener') as InjectionToken<PaymentListener>,
  affiliateReports: Symbol('AffiliateReports') as InjectionToken<AffiliateReports>,
  profileRepository: Symbol('ProfileRepository') as InjectionToken<ProfileRepository>,
  profileLookups: Symbol('ProfileLookups') as InjectionToken<ProfileLookups>,
  feedbackRepository: Symbol('FeedbackRepository') as InjectionToken<FeedbackRepository>,
  newsletterRepository: Symbol('NewsletterRepository') as InjectionToken<NewsletterRepository>,
  contactMessageRepository: Symbol('ContactMessageRepository') as InjectionToken<ContactMessageRepository>,
  useCases: Symbol('UseCases') as InjectionToken<UseCases>,
  topUpAccounts: Symbol('TopUpAccounts') as InjectionToken<TopUpAccounts>,
  payAffiliates: Symbol('PayAffiliates') as InjectionToken<PayAffiliates>,
  rotateRawEvents: Symbol('RotateRawEvents') as InjectionToken<RotateRawEvents>,
  prepareRawEventDays: Symbol('PrepareRawEventDays') as InjectionToken<PrepareRawEventDays>,
  warnLowBalances: Symbol('WarnLowBalances') as InjectionToken<WarnLowBalances>,
  warnSessionSpikes: Symbol('WarnSessionSpikes') as InjectionToken<WarnSessionSpikes>,
  snapshotDailyStatistics: Symbol('SnapshotDailyStatistics') as InjectionToken<SnapshotDailyStatistics>,
  watchVerdicts: Symbol('WatchVerdicts') as InjectionToken<WatchVerdicts>,
  deliverWebhook: Symbol('DeliverWebhook') as InjectionToken<DeliverWebhook>,
  /** Told by whatever counts sessions and events: the results kept in memory, and the checks of decisions. */
  countedChanges: Symbol('CountedChanges') as InjectionToken<RollupsChanges>,
} as const;
