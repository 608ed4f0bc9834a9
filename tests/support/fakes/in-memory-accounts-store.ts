import type { ApiKey } from '../../../domain/accounts/api-key';
import type { EmailChange } from '../../../domain/accounts/email-change';
import type { EmailConfirmation } from '../../../domain/accounts/email-confirmation';
import type { PasswordReset } from '../../../domain/accounts/password-reset';
import type { SessionRevocation } from '../../../domain/accounts/session-revocation';
import type { User } from '../../../domain/accounts/user';
import type { ApiKeyId, UserId } from '../../../domain/shared/ids';
import type { CreditEntry } from '../../../domain/sessions/credit-ledger';

export interface StoredCreditEntry extends CreditEntry {
  readonly balanceAfter: number;
}

export interface StoredPasswordReset {
  readonly reset: PasswordReset;
  readonly tokenHash: string;
  readonly createdAt: Date;
}

export interface StoredEmailChange {
  readonly change: EmailChange;
  readonly tokenHash: string;
}

export interface StoredEmailConfirmation {
  readonly confirmation: EmailConfirmation;
  readonly tokenHash: string;
}

export interface StoredApiKey {
  readonly key: ApiKey;
  readonly secretHash: string;
}

/** Every row at one moment, as plain arrays, so that a test can compare two moments with toEqual. */
export interface AccountsSnapshot {
  readonly users: readonly User[];
  readonly creditEntries: readonly StoredCreditEntry[];
  readonly passwordResets: readonly StoredPasswordReset[];
  readonly apiKeys: readonly StoredApiKey[];
  readonly sessionRevocations: readonly SessionRevocation[];
  readonly emailChanges: readonly StoredEmailChange[];
  readonly emailConfirmations: readonly StoredEmailConfirmation[];
}

/**
 * The tables of the accounts context, shared by the in-memory repositories. Rows are immutable values that the
 * repositories replace rather than change, so a snapshot needs to copy only the collections.
 */
export class InMemoryAccountsStore {
  readonly users = new Map<UserId, User>();
  readonly creditEntries: StoredCreditEntry[] = [];
  readonly passwordResets = new Map<string, StoredPasswordReset>();
  readonly apiKeys = new Map<ApiKeyId, StoredApiKey>();
  /** In the order written: a revocation's position is its index plus one. */
  readonly sessionRevocations: SessionRevocation[] = [];
  readonly emailChanges = new Map<string, StoredEmailChange>();
  readonly emailConfirmations = new Map<string, StoredEmailConfirmation>();

  snapshot(): AccountsSnapshot {
    return {
      users: [...this.users.values()],
      creditEntries: [...this.creditEntries],
      passwordResets: [...this.passwordResets.values()],
      apiKeys: [...this.apiKeys.values()],
      sessionRevocations: [...this.sessionRevocations],
      emailChanges: [...this.emailChanges.values()],
      emailConfirmations: [...this.emailConfirmations.values()],
    };
  }

  restore(snapshot: AccountsSnapshot): void {
    this.users.clear();
    for (const user of snapshot.users) this.users.set(user.id, user);
    this.creditEntries.splice(0, this.creditEntries.length, ...snapshot.creditEntries);
    this.passwordResets.clear();
    for (const stored of snapshot.passwordResets) this.passwordResets.set(stored.reset.id, stored);
    this.apiKeys.clear();
    for (const stored of snapshot.apiKeys) this.apiKeys.set(stored.key.id, stored);
    this.sessionRevocations.splice(0, this.sessionRevocations.length, ...snapshot.sessionRevocations);
    this.emailChanges.clear();
    for (const stored of snapshot.emailChanges) this.emailChanges.set(stored.change.id, stored);
    this.emailConfirmations.clear();
    for (const stored of snapshot.emailConfirmations) this.emailConfirmations.set(stored.confirmation.id, stored);
  }

  creditEntriesOf(userId: UserId): readonly StoredCreditEntry[] {
    return this.creditEntries.filter((entry) => entry.userId === userId);
  }

  passwordResetsOf(userId: UserId): readonly StoredPasswordReset[] {
    return [...this.passwordResets.values()].filter((stored) => stored.reset.userId === userId);
  }

  apiKeysOf(userId: UserId): readonly StoredApiKey[] {
    return [...this.apiKeys.values()].filter((stored) => stored.key.userId === userId);
  }

  /** What a foreign key would refuse: a row that points at no user. */
  requireUser(userId: UserId, what: string): User {
    const user = this.users.get(userId);
    if (user === undefined) throw new Error(`${what}: no user ${userId} (a foreign key would refuse this)`);
    return user;
  }
}
