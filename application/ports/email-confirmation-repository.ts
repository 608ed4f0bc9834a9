import type { EmailConfirmation } from '../../domain/accounts/email-confirmation';
import type { UserId } from '../../domain/shared/ids';

export interface EmailConfirmationRepository {
  insert(confirmation: EmailConfirmation, tokenHash: string, createdAt: Date): Promise<void>;
  /** Locked, so two uses of one link at once cannot both succeed. */
  findByTokenHash(tokenHash: string): Promise<EmailConfirmation | null>;
  /** Spends every open link of the user: a newer link, or a confirmed address, voids the others. */
  useAllForUser(userId: UserId, usedAt: Date): Promise<void>;
}
