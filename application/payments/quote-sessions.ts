import { quote, type PriceTable, type PurchaseRefusal, type Quote } from '../../domain/payments/price-table';
import type { Result } from '../../domain/shared/result';

export type GetPriceTable = () => PriceTable;
export type QuoteSessions = (sessions: number) => Result<Quote, PurchaseRefusal>;

/** The configured prices, as /pricing shows them. */
export function makeGetPriceTable(deps: { readonly prices: PriceTable }): GetPriceTable {
  return () => deps.prices;
}

/** The exact price of a number of sessions at the configured prices, before anything is paid. */
export function makeQuoteSessions(deps: { readonly prices: PriceTable }): QuoteSessions {
  return (sessions) => quote(deps.prices, sessions);
}
