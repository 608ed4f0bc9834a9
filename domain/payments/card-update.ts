import type { CardUpdateId, UserId } from '../shared/ids';
import type { PaymentProvider } from './checkout';

/** A hosted "update your card" page started for an owner: it saves a card, or is left without one. */
export interface CardUpdate {
  readonly id: CardUpdateId;
  readonly userId: UserId;
  readonly provider: PaymentProvider;
  readonly status: 'open' | 'completed' | 'cancelled';
  readonly createdAt: Date;
  readonly completedAt: Date | null;
}
