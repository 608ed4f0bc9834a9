import type { CreateApiKey, ListApiKeys, RevokeApiKey } from './accounts/api-keys';
import type { AuthenticateUser } from './accounts/authenticate-user';
import type { ChangeUserEmail } from './accounts/change-user-email';
import type { CreateUser } from './accounts/create-user';
import type { DeleteUser } from './accounts/delete-user';
import type { GetCurrentUser } from './accounts/get-current-user';
import type { IdentifyBearer } from './accounts/identify-bearer';
import type { ResetPassword } from './accounts/reset-password';
import type { SendPasswordResetEmail } from './accounts/send-password-reset-email';
import type { ThrottleAttempt } from './accounts/throttle-attempt';
import type {
  AdjustMaxCasesToBeginner,
  DeleteExperiment,
  DeleteExperimentData,
  SetExperimentActive,
  SetTargetDevices,
} from './experiments/change-experiment';
import type { CreateExperiment } from './experiments/create-experiment';
import type { CreateVariant } from './experiments/create-variant';
import type { DeleteVariant } from './experiments/delete-variant';
import type { GetExperiment, ListExperiments } from './experiments/experiment-queries';
import type { ListGoals } from './experiments/list-goals';
import type { SetTrafficAllocations } from './experiments/set-traffic-allocations';
import type { UpdateVariant } from './experiments/update-variant';
import type { GetVariant, ListVariants, ListVariantsForExperiments } from './experiments/variant-queries';
import type { CreatePage } from './websites/create-page';
import type { CreateWebsite } from './websites/create-website';
import type { DeletePage } from './websites/delete-page';
import type { DeleteWebsite } from './websites/delete-website';
import type { GetPage, ListPages } from './websites/page-queries';
import type { UpdatePage } from './websites/update-page';
import type { UpdateWebsite } from './websites/update-website';
import type { FindWebsites, GetWebsite, ListWebsites } from './websites/website-queries';
import type { CheckHealth } from './health/check-health';

/** Every use case the adapters may call, bound to its ports by the composition root. */
export interface UseCases {
  readonly checkHealth: CheckHealth;
  readonly listGoals: ListGoals;
  readonly createUser: CreateUser;
  readonly authenticateUser: AuthenticateUser;
  readonly sendPasswordResetEmail: SendPasswordResetEmail;
  readonly resetPassword: ResetPassword;
  readonly changeUserEmail: ChangeUserEmail;
  readonly deleteUser: DeleteUser;
  readonly getCurrentUser: GetCurrentUser;
  readonly identifyBearer: IdentifyBearer;
  readonly throttleAttempt: ThrottleAttempt;
  readonly createApiKey: CreateApiKey;
  readonly listApiKeys: ListApiKeys;
  readonly revokeApiKey: RevokeApiKey;
  readonly listWebsites: ListWebsites;
  readonly getWebsite: GetWebsite;
  readonly findWebsites: FindWebsites;
  readonly createWebsite: CreateWebsite;
  readonly updateWebsite: UpdateWebsite;
  readonly deleteWebsite: DeleteWebsite;
  readonly listPages: ListPages;
  readonly getPage: GetPage;
  readonly createPage: CreatePage;
  readonly updatePage: UpdatePage;
  readonly deletePage: DeletePage;
  readonly listExperiments: ListExperiments;
  readonly getExperiment: GetExperiment;
  readonly createExperiment: CreateExperiment;
  readonly setTargetDevices: SetTargetDevices;
  readonly setExperimentActive: SetExperimentActive;
  readonly deleteExperimentData: DeleteExperimentData;
  readonly deleteExperiment: DeleteExperiment;
  readonly adjustMaxCasesToBeginner: AdjustMaxCasesToBeginner;
  readonly getVariant: GetVariant;
  readonly listVariants: ListVariants;
  readonly listVariantsForExperiments: ListVariantsForExperiments;
  readonly createVariant: CreateVariant;
  readonly updateVariant: UpdateVariant;
  readonly setTrafficAllocations: SetTrafficAllocations;
  readonly deleteVariant: DeleteVariant;
}
