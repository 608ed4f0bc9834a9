import type { EmailChange } from '../../domain/accounts/email-change';
import type { UserId } from '../../domain/shared/ids';

export interface EmailChangeRepository {
  insert(change: EmailChange, tokenHash: string, createdAt: Date): Promise<void>;
  /** Locked, so two uses of one link at once cannot both succeed. */
  findByTokenHash(tokenHash: string): Promise<EmailChange | null>;
  /** Spends every open link of the user: a newer request, or a confirmed one, voids the others. */
  useAllForUser(userId: UserId, usedAt: Date): Promise<void>;
}
