import type { ApiKeyRepository } from './api-key-repository';
import type { CreditLedger } from './credit-ledger';
import type { PasswordResetRepository } from './password-reset-repository';
import type { UserRepository } from './user-repository';

/** The repositories, all bound to one transaction. */
export interface Repositories {
  readonly users: UserRepository;
  readonly credits: CreditLedger;
  readonly passwordResets: PasswordResetRepository;
  readonly apiKeys: ApiKeyRepository;
}

export interface UnitOfWork {
  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
