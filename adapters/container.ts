import 'reflect-metadata';
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import { affiliateCommissions } from '../application/affiliates/earn-commissions';
import { makeAffiliateQueries } from '../application/affiliates/affiliate-queries';
import { makeGetBankDetails, makeSaveBankDetails, makeUpdateBankDetails } from '../application/affiliates/bank-details';
import { makePayAffiliates } from '../application/affiliates/pay-affiliates';
import {
  makeGetPayoutAccount,
  makeGetPayoutSetup,
  makeSetPayoutAccountEnabled,
  makeStartPayoutOnboarding,
} from '../application/affiliates/payout-setup';
import { makeRecordAffiliateSession } from '../application/affiliates/record-affiliate-session';
import type { PayoutGateway } from '../application/ports/payout-gateway';
import { defaultPayoutThresholdMinor } from '../domain/affiliates/payout';
import { localPayoutOnboardingPath } from './http/payments/local-payout-onboarding-routes';
import { KyselyAffiliateReports } from './persistence/kysely-affiliate-reports';
import { makeProfileQueries } from '../application/profile/profile-queries';
import { makeProfileStepSaves } from '../application/profile/save-profile-step';
import { KyselyProfileLookups } from './persistence/kysely-profile-lookups';
import { KyselyProfileRepository } from './persistence/kysely-profile-repository';
import { makeConfirmNewsletterSubscription } from '../application/newsletter/confirm-newsletter-subscription';
import { makeSubscribeToNewsletter } from '../application/newsletter/subscribe-to-newsletter';
import {
  makeLookUpUnsubscribeLink,
  makeUnsubscribeFromNewsletter,
} from '../application/newsletter/unsubscribe-from-newsletter';
import { KyselyNewsletterRepository } from './persistence/kysely-newsletter-repository';
import { makeCreateUserFeedback } from '../application/feedback/create-user-feedback';
import { feedbackLimitPerUser } from '../domain/feedback/feedback';
import { KyselyFeedbackRepository } from './persistence/kysely-feedback-repository';
import { makeSendContactMessage } from '../application/contact/send-contact-message';
import { contactLimitPerIp } from '../domain/contact/contact-message';
import { KyselyContactMessageRepository } from './persistence/kysely-contact-message-repository';
import { LocalPayoutGateway } from './payments/local-payout-gateway';
import { StripePayoutGateway } from './payments/stripe-payout-gateway';
import { makeCreateApiKey, makeListApiKeys, makeRevokeApiKey } from '../application/accounts/api-keys';
import { makeAuthenticateUser } from '../application/accounts/authenticate-user';
import { makeChangeUserEmail } from '../application/accounts/change-user-email';
import { makeCreateUser } from '../application/accounts/create-user';
import { makeDeleteUser } from '../application/accounts/delete-user';
import { makeGetCurrentUser } from '../application/accounts/get-current-user';
import { makeIdentifyBearer } from '../application/accounts/identify-bearer';
import { makeResetPassword } from '../application/accounts/reset-password';
import { makeSendPasswordResetEmail } from '../application/accounts/send-password-reset-email';
import { makeThrottleAttempt } from '../application/accounts/throttle-attempt';
import { makeAdjustMaxCasesToBeginner } from '../application/workspace/ab-tests/adjust-max-cases-to-beginner';
import { makeDeleteTest } from '../application/workspace/ab-tests/delete-test';
import { makeDeleteTestData } from '../application/workspace/ab-tests/delete-test-data';
import { makeEstimateTestDuration } from '../application/workspace/ab-tests/estimate-test-duration';
import { makeSetTestActive } from '../application/workspace/ab-tests/set-test-active';
import { makeSetTargetDevices } from '../application/workspace/ab-tests/set-target-devices';
import { makeCreateTest } from '../application/workspace/ab-tests/create-test';
import { makeCreateVariant } from '../application/workspace/ab-tests/create-variant';
import { makeDeleteVariant } from '../application/workspace/ab-tests/delete-variant';
import { makeGetTest, makeListTests } from '../application/workspace/ab-tests/test-queries';
import { makeListGoals } from '../application/workspace/ab-tests/list-goals';
import { makeSetTrafficAllocations } from '../application/workspace/ab-tests/set-traffic-allocations';
import { makeUpdateVariant } from '../application/workspace/ab-tests/update-variant';
import {
  makeGetVariant,
  makeListVariants,
  makeListVariantsForTests,
} from '../application/workspace/ab-tests/variant-queries';
import { makeCreatePage } from '../application/workspace/websites/create-page';
import { makeCreateWebsite } from '../application/workspace/websites/create-website';
import { makeDeletePage } from '../application/workspace/websites/delete-page';
import { makeDeleteWebsite } from '../application/workspace/websites/delete-website';
import { makeGetPage, makeListPages } from '../application/workspace/websites/page-queries';
import { makeUpdatePage } from '../application/workspace/websites/update-page';
import { makeUpdateWebsite } from '../application/workspace/websites/update-website';
import { makeFindWebsites, makeGetWebsite, makeListWebsites } from '../application/workspace/websites/website-queries';
import { makeCheckHealth } from '../application/health/check-health';
import type { Clock } from '../application/ports/clock';
import { makeTopUpAccounts } from '../application/top-ups/top-up-accounts';
import type { UseCases } from '../application/use-cases';
import { argon2DecoyHash, Argon2PasswordHasher } from './auth/argon2-password-hasher';
import { CryptoOpaqueTokens } from './auth/crypto-opaque-tokens';
import { JoseAccessTokens } from './auth/jose-access-tokens';
import type { Config } from './config/config';
import { SmtpMailer } from './email/smtp-mailer';
import type { Logger } from './logging/create-logger';
import type { Database } from './persistence/database';
import { KyselyDatabaseProbe } from './persistence/kysely-database-probe';
import { KyselyGoalRepository } from './persistence/kysely-goal-repository';
import { KyselyOutboxMailer } from './persistence/kysely-outbox-mailer';
import { KyselyPageTrafficSource } from './persistence/kysely-page-traffic-source';
import { KyselyRateLimiter } from './persistence/kysely-rate-limiter';
import { KyselyUnitOfWork } from './persistence/kysely-unit-of-work';
import { KyselyTrackingConfigSource } from './persistence/kysely-tracking-config-source';
import { KyselyTestResultsSource } from './persistence/kysely-test-results-source';
import { makeGetTestPerformance } from '../application/results/get-test-performance';
import { makeGetTestResults } from '../application/results/get-test-results';
import { makeGetCheckout, makeGetCheckoutForPayment } from '../application/payments/get-checkout';
import { makeGetPriceTable, makeQuoteSessions } from '../application/payments/quote-sessions';
import { makeCancelCardUpdate, makeCompleteCardUpdate, makeGetCardUpdate } from '../application/payments/save-card';
import {
  makeCancelCheckout,
  makeCompleteCheckout,
  makeFailCheckout,
  makeSendReceipt,
} from '../application/payments/settle-checkout';
import { makeStartCardUpdate } from '../application/payments/start-card-update';
import { makeStartCheckout } from '../application/payments/start-checkout';
import { localCheckoutPath } from './http/payments/local-checkout-routes';
import { LocalPaymentGateway } from './payments/local-payment-gateway';
import { StripePaymentGateway, stripeClient } from './payments/stripe-payment-gateway';
import { makeHandlePaymentEvent } from '../application/payments/handle-payment-event';
import { makeNotifyOutOfSessions } from '../application/tracking/notify-out-of-sessions';
import type { PaymentGateway } from '../application/ports/payment-gateway';
import { makeEnrolVisitors } from '../application/tracking/enrol-visitors';
import { makeGetTrackingConfig } from '../application/tracking/get-tracking-config';
import { makePruneRawEvents } from '../application/tracking/prune-raw-events';
import { makeRecordEvents } from '../application/tracking/record-events';
import { RandomIdGenerator } from './system/random-id-generator';
import { SystemClock } from './system/system-clock';
import { tokens } from './tokens';

export interface Infrastructure {
  readonly config: Config;
  readonly logger: Logger;
  readonly database: Database;
  /** The key access tokens are signed with (JWT_SECRET, or the one kept in the database). */
  readonly signingSecret: string;
  /** The system clock unless replaced (tests pin time to make windows and expiry deterministic). */
  readonly clock?: Clock | undefined;
}

/** The one place where ports meet their implementations. Each call gives an independent container. */
export function createContainer(infrastructure: Infrastructure): DependencyContainer {
  const c = rootContainer.createChildContainer();
  const single = <T>(factory: (r: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) });
  const db = (r: DependencyContainer) => r.resolve(tokens.database).db;

  c.register(tokens.config, { useValue: infrastructure.config });
  c.register(tokens.logger, { useValue: infrastructure.logger });
  c.register(tokens.database, { useValue: infrastructure.database });
  c.register(tokens.signingSecret, { useValue: infrastructure.signingSecret });

  c.register(
    tokens.clock,
    single(() => infrastructure.clock ?? new SystemClock()),
  );
  c.register(
    tokens.ids,
    single(() => new RandomIdGenerator()),
  );
  c.register(
    tokens.passwordHasher,
    single(() => new Argon2PasswordHasher()),
  );
  c.register(
    tokens.opaqueTokens,
    single(() => new CryptoOpaqueTokens()),
  );
  c.register(
    tokens.accessTokens,
    single((r) => new JoseAccessTokens(r.resolve(tokens.signingSecret))),
  );
  c.register(
    tokens.databaseProbe,
    single((r) => new KyselyDatabaseProbe(db(r))),
  );
  c.register(
    tokens.goalRepository,
    single((r) => new KyselyGoalRepository(db(r))),
  );
  c.register(
    tokens.unitOfWork,
    single((r) => new KyselyUnitOfWork(db(r))),
  );
  c.register(
    tokens.rateLimiter,
    single((r) => new KyselyRateLimiter(db(r))),
  );
  c.register(
    tokens.outbox,
    single(
      (r) =>
        new KyselyOutboxMailer(db(r), {
          clock: r.resolve(tokens.clock),
          ids: r.resolve(tokens.ids),
          logger: r.resolve(tokens.logger),
          appUrl: infrastructure.config.publicUrl,
        }),
    ),
  );
  c.register(
    tokens.mailer,
    single((r) => {
      const { smtpUrl, from } = infrastructure.config.mail;
      return smtpUrl === null ? r.resolve(tokens.outbox) : new SmtpMailer(smtpUrl, from, r.resolve(tokens.logger));
    }),
  );

  c.register(
    tokens.useCases,
    single((r) => bindUseCases(r, infrastructure.config)),
  );
  // Operations' jobs (the CLI and the scheduler run them), kept apart from the owner-facing use cases.
  c.register(
    tokens.topUpAccounts,
    single((r) =>
      makeTopUpAccounts({
        uow: r.resolve(tokens.unitOfWork),
        clock: r.resolve(tokens.clock),
        ids: r.resolve(tokens.ids),
        level: infrastructure.config.sessions.monthlyTopUpLevel,
      }),
    ),
  );
  c.register(
    tokens.payAffiliates,
    single((r) =>
      makePayAffiliates({
        uow: r.resolve(tokens.unitOfWork),
        gateway: payoutGateway(r, infrastructure.config),
        clock: r.resolve(tokens.clock),
        ids: r.resolve(tokens.ids),
        thresholdMinor: defaultPayoutThresholdMinor,
      }),
    ),
  );
  c.register(
    tokens.pruneRawEvents,
    single((r) =>
      makePruneRawEvents({
        uow: r.resolve(tokens.unitOfWork),
        clock: r.resolve(tokens.clock),
        retentionDays: infrastructure.config.tracking.eventRetentionDays,
      }),
    ),
  );
  return c;
}

function bindUseCases(r: DependencyContainer, config: Config): UseCases {
  const uow = r.resolve(tokens.unitOfWork);
  const clock = r.resolve(tokens.clock);
  const ids = r.resolve(tokens.ids);
  const hasher = r.resolve(tokens.passwordHasher);
  const accessTokens = r.resolve(tokens.accessTokens);
  const opaqueTokens = r.resolve(tokens.opaqueTokens);
  const mailer = r.resolve(tokens.mailer);
  const appUrl = config.publicUrl;
  const perMinute = { attempts: config.authRateLimitPerMinute, windowSeconds: 60 };
  return {
    checkHealth: makeCheckHealth({ database: r.resolve(tokens.databaseProbe) }),
    listGoals: makeListGoals({ goals: r.resolve(tokens.goalRepository) }),
    createUser: makeCreateUser({
      uow,
      hasher,
      tokens: accessTokens,
      mailer,
      clock,
      ids,
      signupSessions: config.sessions.monthlyTopUpLevel,
      appUrl,
    }),
    authenticateUser: makeAuthenticateUser({ uow, hasher, tokens: accessTokens, clock, decoyHash: argon2DecoyHash }),
    sendPasswordResetEmail: makeSendPasswordResetEmail({ uow, opaqueTokens, mailer, clock, ids, appUrl }),
    resetPassword: makeResetPassword({ uow, opaqueTokens, hasher, clock }),
    changeUserEmail: makeChangeUserEmail({ uow, hasher, clock }),
    deleteUser: makeDeleteUser({ uow }),
    getCurrentUser: makeGetCurrentUser({ uow, clock }),
    identifyBearer: makeIdentifyBearer({ uow, tokens: accessTokens, opaqueTokens, clock }),
    throttleAttempt: makeThrottleAttempt({
      limiter: r.resolve(tokens.rateLimiter),
      clock,
      limits: {
        authenticate: perMinute,
        'password-reset': perMinute,
        newsletter: perMinute,
        contact: contactLimitPerIp,
      },
    }),
    createApiKey: makeCreateApiKey({ uow, opaqueTokens, clock, ids }),
    listApiKeys: makeListApiKeys({ uow }),
    revokeApiKey: makeRevokeApiKey({ uow, clock }),
    ...bindWorkspaceUseCases(r, config),
    ...bindPaymentUseCases(r, config),
    ...bindTrackingUseCases(r, config),
    ...bindAffiliateUseCases(r, config),
    ...bindProfileUseCases(r),
    ...bindNewsletterUseCases(r, config),
    // Its repository needs no transaction with other tables, so it is built on the database, not the UoW.
    sendContactMessage: makeSendContactMessage({
      messages: new KyselyContactMessageRepository(r.resolve(tokens.database).db),
      mailer,
      clock,
      ids,
      teamAddress: config.contactEmail,
    }),
    createUserFeedback: makeCreateUserFeedback({
      feedback: new KyselyFeedbackRepository(r.resolve(tokens.database).db),
      limiter: r.resolve(tokens.rateLimiter),
      clock,
      ids,
      limit: feedbackLimitPerUser,
    }),
  };
}

/** The free guide's double opt-in; its repository needs no transaction with other tables, so it is not in the UoW. */
function bindNewsletterUseCases(r: DependencyContainer, config: Config) {
  const newsletter = new KyselyNewsletterRepository(r.resolve(tokens.database).db);
  const opaqueTokens = r.resolve(tokens.opaqueTokens);
  const mailer = r.resolve(tokens.mailer);
  const clock = r.resolve(tokens.clock);
  const appUrl = config.publicUrl;
  return {
    subscribeToNewsletter: makeSubscribeToNewsletter({
      newsletter,
      opaqueTokens,
      mailer,
      clock,
      ids: r.resolve(tokens.ids),
      appUrl,
    }),
    confirmNewsletterSubscription: makeConfirmNewsletterSubscription({
      newsletter,
      opaqueTokens,
      mailer,
      clock,
      appUrl,
    }),
    lookUpUnsubscribeLink: makeLookUpUnsubscribeLink({ newsletter, opaqueTokens }),
    unsubscribeFromNewsletter: makeUnsubscribeFromNewsletter({ newsletter, opaqueTokens, clock }),
  };
}

/**
 * The owner profile wizard. Its repository and lookups sit outside the unit of work: each step is one owner's own
 * rows, and the one write that spans two tables (previous experience and its competitors) is atomic inside it.
 */
function bindProfileUseCases(r: DependencyContainer) {
  const db = r.resolve(tokens.database).db;
  const profiles = new KyselyProfileRepository(db);
  const lookups = new KyselyProfileLookups(db);
  return {
    ...makeProfileQueries({ profiles, lookups }),
    ...makeProfileStepSaves({ profiles, lookups, clock: r.resolve(tokens.clock) }),
  };
}

/** Stripe Connect with a Stripe key, else the local test-mode onboarding page and transfers that move no money. */
function payoutGateway(r: DependencyContainer, config: Config): PayoutGateway {
  const payments = config.payments;
  return payments.provider === 'stripe'
    ? new StripePayoutGateway(stripeClient(payments.secretKey, payments.apiUrl))
    : new LocalPayoutGateway(`${config.publicUrl}${localPayoutOnboardingPath}`, r.resolve(tokens.ids));
}

function bindAffiliateUseCases(r: DependencyContainer, config: Config) {
  const uow = r.resolve(tokens.unitOfWork);
  const clock = r.resolve(tokens.clock);
  return {
    recordAffiliateSession: makeRecordAffiliateSession({ uow, clock, ids: r.resolve(tokens.ids) }),
    ...makeAffiliateQueries({ uow, clock, reports: new KyselyAffiliateReports(r.resolve(tokens.database).db) }),
    saveBankDetails: makeSaveBankDetails({ uow, clock }),
    updateBankDetails: makeUpdateBankDetails({ uow, clock }),
    getBankDetails: makeGetBankDetails({ uow }),
    getPayoutSetup: makeGetPayoutSetup({ uow }),
    startPayoutOnboarding: makeStartPayoutOnboarding({
      uow,
      gateway: payoutGateway(r, config),
      publicUrl: config.publicUrl,
    }),
    payoutAccountForPage: makeGetPayoutAccount({ uow }),
    setPayoutAccountEnabled: makeSetPayoutAccountEnabled({ uow }),
  };
}

function bindPaymentUseCases(r: DependencyContainer, config: Config) {
  const uow = r.resolve(tokens.unitOfWork);
  const clock = r.resolve(tokens.clock);
  const ids = r.resolve(tokens.ids);
  const sendReceipt = makeSendReceipt({ uow, mailer: r.resolve(tokens.mailer), appUrl: config.publicUrl });
  // The affiliate module hears of every payment and refund, in the same transaction.
  const paymentListeners = [affiliateCommissions({ ids })];
  const payments = config.payments;
  // Without STRIPE_SECRET_KEY every purchase goes through the local test-mode checkout.
  const gateway: PaymentGateway =
    payments.provider === 'stripe'
      ? new StripePaymentGateway(stripeClient(payments.secretKey, payments.apiUrl))
      : new LocalPaymentGateway(`${config.publicUrl}${localCheckoutPath}`, ids);
  return {
    getPriceTable: makeGetPriceTable({ prices: config.prices }),
    quoteSessions: makeQuoteSessions({ prices: config.prices }),
    startCheckout: makeStartCheckout({ uow, gateway, prices: config.prices, clock, publicUrl: config.publicUrl }),
    completeCheckout: makeCompleteCheckout({ uow, clock, ids, sendReceipt, paymentListeners }),
    handlePaymentEvent: makeHandlePaymentEvent({ uow, clock, ids, sendReceipt, paymentListeners }),
    cancelCheckout: makeCancelCheckout({ uow }),
    failCheckout: makeFailCheckout({ uow }),
    startCardUpdate: makeStartCardUpdate({ uow, gateway, clock, publicUrl: config.publicUrl }),
    completeCardUpdate: makeCompleteCardUpdate({ uow, clock }),
    cancelCardUpdate: makeCancelCardUpdate({ uow }),
    cardUpdateForPage: makeGetCardUpdate({ uow }),
    getCheckout: makeGetCheckout({ uow }),
    checkoutForPayment: makeGetCheckoutForPayment({ uow }),
  };
}

function bindResultsUseCases(source: KyselyTestResultsSource, clock: Clock) {
  return {
    getTestPerformance: makeGetTestPerformance({ source }),
    getTestResults: makeGetTestResults({ source, clock }),
  };
}

function bindTrackingUseCases(r: DependencyContainer, config: Config) {
  const uow = r.resolve(tokens.unitOfWork);
  const clock = r.resolve(tokens.clock);
  return {
    getTrackingConfig: makeGetTrackingConfig({
      source: new KyselyTrackingConfigSource(r.resolve(tokens.database).db),
      clock,
    }),
    enrolVisitors: makeEnrolVisitors({ uow, clock, ids: r.resolve(tokens.ids) }),
    recordEvents: makeRecordEvents({ uow, clock }),
    notifyOutOfSessions: makeNotifyOutOfSessions({ uow, mailer: r.resolve(tokens.mailer), appUrl: config.publicUrl }),
    ...bindResultsUseCases(new KyselyTestResultsSource(r.resolve(tokens.database).db), clock),
  };
}

function bindWorkspaceUseCases(r: DependencyContainer, config: Config) {
  const uow = r.resolve(tokens.unitOfWork);
  const clock = r.resolve(tokens.clock);
  const ids = r.resolve(tokens.ids);
  const goals = r.resolve(tokens.goalRepository);
  return {
    listWebsites: makeListWebsites({ uow }),
    getWebsite: makeGetWebsite({ uow }),
    findWebsites: makeFindWebsites({ uow }),
    createWebsite: makeCreateWebsite({ uow, clock, ids }),
    updateWebsite: makeUpdateWebsite({ uow, clock }),
    deleteWebsite: makeDeleteWebsite({ uow }),
    listPages: makeListPages({ uow }),
    getPage: makeGetPage({ uow }),
    createPage: makeCreatePage({ uow, clock, ids }),
    updatePage: makeUpdatePage({ uow, clock }),
    deletePage: makeDeletePage({ uow }),
    listTests: makeListTests({ uow }),
    getTest: makeGetTest({ uow }),
    createTest: makeCreateTest({ uow, goals, clock, ids }),
    setTargetDevices: makeSetTargetDevices({ uow, clock }),
    setTestActive: makeSetTestActive({ uow, clock }),
    deleteTestData: makeDeleteTestData({ uow, clock }),
    deleteTest: makeDeleteTest({ uow }),
    adjustMaxCasesToBeginner: makeAdjustMaxCasesToBeginner({
      uow,
      clock,
      beginnerCap: config.sessions.beginnerMaxCases,
    }),
    estimateTestDuration: makeEstimateTestDuration({
      traffic: new KyselyPageTrafficSource(r.resolve(tokens.database).db),
      goals,
      clock,
    }),
    getVariant: makeGetVariant({ uow }),
    listVariants: makeListVariants({ uow }),
    listVariantsForTests: makeListVariantsForTests({ uow }),
    createVariant: makeCreateVariant({ uow, clock, ids }),
    updateVariant: makeUpdateVariant({ uow, clock }),
    setTrafficAllocations: makeSetTrafficAllocations({ uow, clock }),
    deleteVariant: makeDeleteVariant({ uow, clock }),
  };
}
