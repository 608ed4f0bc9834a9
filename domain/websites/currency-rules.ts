/**
 * The currencies a website can sell in: revenue goals count its orders in the currency's minor unit (pence, cents;
 * whole yen), and every screen shows revenue with its symbol. GBP unless the owner chooses another.
 */
export const currencies = [
  'GBP',
  'USD',
  'EUR',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'JPY',
  'INR',
] as const;
export type Currency = (typeof currencies)[number];

export const defaultCurrency: Currency = 'GBP';

/** Digits after the decimal point: an amount in minor units is the major amount times 10 to this. */
export const currencyDigits: Readonly<Record<Currency, number>> = {
  GBP: 2,
  USD: 2,
  EUR: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  PLN: 2,
  JPY: 0,
  INR: 2,
};

/** What the owner reads in the choice. */
export const currencyNames: Readonly<Record<Currency, string>> = {
  GBP: 'Pound sterling (GBP, £)',
  USD: 'US dollar (USD, $)',
  EUR: 'Euro (EUR, €)',
  CAD: 'Canadian dollar (CAD, CA$)',
  AUD: 'Australian dollar (AUD, A$)',
  NZD: 'New Zealand dollar (NZD, NZ$)',
  CHF: 'Swiss franc (CHF)',
  SEK: 'Swedish krona (SEK, kr)',
  NOK: 'Norwegian krone (NOK, kr)',
  DKK: 'Danish krone (DKK, kr)',
  PLN: 'Polish złoty (PLN, zł)',
  JPY: 'Japanese yen (JPY, ¥)',
  INR: 'Indian rupee (INR, ₹)',
};

export const currencyMessage = `Choose one of the currencies: ${currencies.join(', ')}`;

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}
