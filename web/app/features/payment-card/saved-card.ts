/** The card kept for the account, as `me.card` answers it: enough to recognise it, never the number. */
export interface SavedCard {
  readonly brand: string;
  readonly last4: string;
  /** 1 to 12. */
  readonly expMonth: number;
  readonly expYear: number;
}

/** How card networks write their own names; any other brand gets a capital first letter. */
const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos Australia',
};

export function cardBrandName(brand: string): string {
  const known = brandNames[brand.toLowerCase()];
  if (known !== undefined) return known;
  const words = brand.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Card' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** The expiry as printed on the card: month/year, e.g. 03/2029. */
export function cardExpiry(card: SavedCard): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** "Visa ending 4242, expires 12/2029". */
export function describeCard(card: SavedCard): string {
  return `${cardBrandName(card.brand)} ending ${card.last4}, expires ${cardExpiry(card)}`;
}

/** A card can be used until the end of its expiry month (in UTC, as the server decides it). */
export function cardHasExpired(card: SavedCard, now: Date): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}
