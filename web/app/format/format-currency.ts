import { currencyDigits, type Currency } from '../../../domain/websites/currency-rules';

const formats = new Map<Currency, Intl.NumberFormat>();

/**
 * An amount in a website's currency, given in its minor unit, with the currency's symbol: 149950 in GBP → "£1,499.50",
 * in EUR → "€1,499.50", 1234 in JPY → "¥1,234". Symbols as they are written in the UK (en-GB), the narrow ones ("$"
 * for any dollar): the website's own currency is the only one on the page.
 */
export function formatCurrency(minor: number, currency: Currency): string {
  let format = formats.get(currency);
  if (format === undefined) {
    const digits = currencyDigits[currency];
    format = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(currency, format);
  }
  return format.format(minor / 10 ** currencyDigits[currency]);
}
