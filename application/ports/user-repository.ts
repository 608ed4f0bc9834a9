import type { User } from '../../domain/accounts/user';
import type { SavedCard } from '../../domain/payments/saved-card';
import type { UserId } from '../../domain/shared/ids';

export interface UserRepository {
  findById(id: UserId): Promise<User | null>;
  /** By normalised email. */
  findByEmail(email: string): Promise<User | null>;
  /** Inserts; false when the email is taken (nothing written). */
  insert(user: User): Promise<boolean>;
  /** False when the new email is taken by someone else. */
  changeEmail(id: UserId, email: string): Promise<boolean>;
  changePassword(id: UserId, passwordHash: string): Promise<void>;
  /**
   * Marks the user's address confirmed at `at`, if it is still `email` (a link confirms the address it was sent to)
   * and was not confirmed before; false otherwise.
   */
  confirmEmail(id: UserId, email: string, at: Date): Promise<boolean>;
  /** The payment provider's customer for this user, once it exists. */
  setStripeCustomerId(id: UserId, customerId: string): Promise<void>;
  /** The user whose payment-provider customer this is. */
  findByStripeCustomerId(customerId: string): Promise<User | null>;
  /** Keeps this card as the user's card, in place of any before it. */
  saveCard(id: UserId, card: SavedCard): Promise<void>;
  /** Updates the stored card with this payment method id (a new expiry); false when no user keeps it. */
  refreshCard(card: SavedCard): Promise<boolean>;
  /**
   * Ids of users with a confirmed address whose balance is below `balance`, in id order after `afterId`, `limit` at
   * a time: the accounts the monthly top-up refills (an unconfirmed account gets no free sessions until it confirms).
   */
  idsWithBalanceBelow(balance: number, afterId: UserId | null, limit: number): Promise<readonly UserId[]>;
  /** How many such users there are (the monthly top-up's total, for its progress). */
  countWithBalanceBelow(balance: number): Promise<number>;
  /** Deletes the user and everything they own. */
  delete(id: UserId): Promise<void>;
}
