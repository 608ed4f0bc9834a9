import type { AccountsUseCases } from './accounts/accounts-use-cases';
import type { AffiliatesUseCases } from './affiliates/affiliates-use-cases';
import type { ContentUseCases } from './content/content-use-cases';
import type { DecisionsUseCases } from './decisions/decisions-use-cases';
import type { HealthUseCases } from './health/health-use-cases';
import type { PaymentsUseCases } from './payments/payments-use-cases';
import type { ProfileUseCases } from './profile/profile-use-cases';
import type { ResultsUseCases } from './results/results-use-cases';
import type { TrackingUseCases } from './tracking/tracking-use-cases';
import type { WorkspaceUseCases } from './workspace/workspace-use-cases';

/**
 * Every use case the adapters may call: each module's own set (its `*-use-cases.ts` builds them from its ports),
 * bound by the composition root (adapters/composition/).
 */
export type UseCases = HealthUseCases &
  AccountsUseCases &
  WorkspaceUseCases &
  TrackingUseCases &
  ResultsUseCases &
  PaymentsUseCases &
  AffiliatesUseCases &
  ProfileUseCases &
  ContentUseCases &
  DecisionsUseCases;
