import type { UserId, WebsiteId } from '../shared/ids';
import type { Currency } from './currency-rules';

/** A site an owner tests on, identified by its origin (`https://shop.example`). */
export interface Website {
  readonly id: WebsiteId;
  readonly userId: UserId;
  readonly url: string;
  readonly name: string;
  /** The most one order may add to revenue, in the currency's minor unit (max-order-value-rules.ts); null: no maximum. */
  readonly maxOrderValue: number | null;
  /** Origins beside its own whose pages may enrol its visitors (website-origin-rules.ts): a checkout on another domain. */
  readonly extraOrigins: readonly string[];
  /** The most sessions its tests may be charged in a UTC day (daily-session-budget-rules.ts); null: no budget. */
  readonly dailySessionBudget: number | null;
  /** What it sells in: revenue counts in its minor unit and shows with its symbol (currency-rules.ts). */
  readonly currency: Currency;
  readonly createdAt: Date;
  readonly lastModified: Date;
}
