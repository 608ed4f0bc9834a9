import type { AffiliateRepository } from './affiliate-repository';
import type { ApiKeyRepository } from './api-key-repository';
import type { CardUpdateRepository } from './card-update-repository';
import type { CheckoutRepository } from './checkout-repository';
import type { ConversionGoalRepository } from './conversion-goal-repository';
import type { CreditLedger } from './credit-ledger';
import type { DecisionLog } from './decision-log';
import type { TestChangeLog } from './test-change-log';
import type { TestPhaseLog } from './test-phase-log';
import type { TestRepository } from './test-repository';
import type { PageRepository } from './page-repository';
import type { TrackingRepository } from './tracking-repository';
import type { VariantRepository } from './variant-repository';
import type { WebsiteRepository } from './website-repository';
import type { PasswordResetRepository } from './password-reset-repository';
import type { PayoutRepository } from './payout-repository';
import type { SecondFactorRepository } from './second-factor-repository';
import type { SessionRevocationRepository } from './session-revocation-repository';
import type { EmailChangeRepository } from './email-change-repository';
import type { EmailConfirmationRepository } from './email-confirmation-repository';
import type { IngestLedger } from './ingest-ledger';
import type { UserRepository } from './user-repository';
import type { VisualEditorSessionRepository } from './visual-editor-session-repository';
import type { ShareLinkRepository } from './share-link-repository';
import type { WebhookRepository } from './webhook-repository';

/** The repositories, all bound to one transaction. */
export interface Repositories {
  readonly users: UserRepository;
  readonly credits: CreditLedger;
  readonly passwordResets: PasswordResetRepository;
  readonly sessionRevocations: SessionRevocationRepository;
  readonly emailChanges: EmailChangeRepository;
  readonly emailConfirmations: EmailConfirmationRepository;
  readonly apiKeys: ApiKeyRepository;
  readonly secondFactors: SecondFactorRepository;
  readonly websites: WebsiteRepository;
  readonly pages: PageRepository;
  readonly tests: TestRepository;
  readonly conversionGoals: ConversionGoalRepository;
  readonly testChanges: TestChangeLog;
  readonly testPhases: TestPhaseLog;
  readonly variants: VariantRepository;
  readonly visualEditorSessions: VisualEditorSessionRepository;
  readonly tracking: TrackingRepository;
  readonly ingestLedger: IngestLedger;
  readonly checkouts: CheckoutRepository;
  readonly cardUpdates: CardUpdateRepository;
  readonly affiliates: AffiliateRepository;
  readonly payouts: PayoutRepository;
  readonly decisions: DecisionLog;
  readonly webhooks: WebhookRepository;
  readonly shareLinks: ShareLinkRepository;
}

export interface UnitOfWork {
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /**
   * Runs `work` outside any transaction, each statement on its own: for work that reads one row and writes nothing,
   * where a transaction would only add its BEGIN and COMMIT round trips (and every signed-in request pays them).
   */
  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
