import type { Kysely } from 'kysely';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work';
import type { DatabaseSchema } from './database-schema';
import { KyselyAffiliateRepository } from './kysely-affiliate-repository';
import { KyselyApiKeyRepository } from './kysely-api-key-repository';
import { KyselyCardUpdateRepository } from './kysely-card-update-repository';
import { KyselyCheckoutRepository } from './kysely-checkout-repository';
import { KyselyConversionGoalRepository } from './kysely-conversion-goal-repository';
import { KyselyCreditLedger } from './kysely-credit-ledger';
import { KyselyDecisionLog } from './kysely-decision-log';
import { KyselyTestPhaseLog } from './kysely-test-phase-log';
import { KyselyTestChangeLog } from './kysely-test-change-log';
import { KyselyTestRepository } from './kysely-test-repository';
import { KyselyPageRepository } from './kysely-page-repository';
import { KyselyTrackingRepository } from './kysely-tracking-repository';
import { KyselyVariantRepository } from './kysely-variant-repository';
import { KyselyWebsiteRepository } from './kysely-website-repository';
import { KyselyPasswordResetRepository } from './kysely-password-reset-repository';
import { KyselyPayoutRepository } from './kysely-payout-repository';
import { KyselySecondFactorRepository } from './kysely-second-factor-repository';
import { KyselySessionRevocationRepository } from './kysely-session-revocation-repository';
import { KyselyEmailChangeRepository } from './kysely-email-change-repository';
import { KyselyEmailConfirmationRepository } from './kysely-email-confirmation-repository';
import { KyselyIngestLedger } from './kysely-ingest-ledger';
import { KyselyUserRepository } from './kysely-user-repository';
import { KyselyVisualEditorSessionRepository } from './kysely-visual-editor-session-repository';
import { KyselyWebhookRepository } from './kysely-webhook-repository';
import { KyselyShareLinkRepository } from './kysely-share-link-repository';

export class KyselyUnitOfWork implements UnitOfWork {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(repositoriesOn(trx)));
  }

  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return work(repositoriesOn(this.db));
  }
}

function repositoriesOn(db: Kysely<DatabaseSchema>): Repositories {
  return {
    users: new KyselyUserRepository(db),
    credits: new KyselyCreditLedger(db),
    passwordResets: new KyselyPasswordResetRepository(db),
    sessionRevocations: new KyselySessionRevocationRepository(db),
    emailChanges: new KyselyEmailChangeRepository(db),
    emailConfirmations: new KyselyEmailConfirmationRepository(db),
    apiKeys: new KyselyApiKeyRepository(db),
    secondFactors: new KyselySecondFactorRepository(db),
    websites: new KyselyWebsiteRepository(db),
    pages: new KyselyPageRepository(db),
    tests: new KyselyTestRepository(db),
    conversionGoals: new KyselyConversionGoalRepository(db),
    testChanges: new KyselyTestChangeLog(db),
    testPhases: new KyselyTestPhaseLog(db),
    variants: new KyselyVariantRepository(db),
    visualEditorSessions: new KyselyVisualEditorSessionRepository(db),
    tracking: new KyselyTrackingRepository(db),
    ingestLedger: new KyselyIngestLedger(db),
    checkouts: new KyselyCheckoutRepository(db),
    cardUpdates: new KyselyCardUpdateRepository(db),
    affiliates: new KyselyAffiliateRepository(db),
    payouts: new KyselyPayoutRepository(db),
    decisions: new KyselyDecisionLog(db),
    webhooks: new KyselyWebhookRepository(db),
    shareLinks: new KyselyShareLinkRepository(db),
  };
}
