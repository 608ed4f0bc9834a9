import type { PasswordReset } from '../../domain/accounts/password-reset';

export interface PasswordResetRepository {
  insert(reset: PasswordReset, tokenHash: string, createdAt: Date): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<PasswordReset | null>;
  /** Marks this reset and every other open one of the same user used. */
  useAllForUser(reset: PasswordReset, usedAt: Date): Promise<void>;
}
