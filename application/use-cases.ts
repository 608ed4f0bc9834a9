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
import type { ListGoals } from './experiments/list-goals';
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
}
