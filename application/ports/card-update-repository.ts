import type { CardUpdate } from '../../domain/payments/card-update';
import type { CardUpdateId } from '../../domain/shared/ids';

export interface CardUpdateRepository {
  add(update: CardUpdate): Promise<void>;
  /** The card update, locked until the transaction ends. */
  lock(id: CardUpdateId): Promise<CardUpdate | null>;
  find(id: CardUpdateId): Promise<CardUpdate | null>;
  markCompleted(id: CardUpdateId, at: Date): Promise<void>;
  markCancelled(id: CardUpdateId): Promise<void>;
}
