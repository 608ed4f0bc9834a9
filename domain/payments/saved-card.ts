/** The card an account keeps with the payment provider, as much of it as the product shows. */
export interface SavedCard {
  /** The provider's id of the payment method (a Stripe `pm_…`), which later updates to the card name. */
  readonly paymentMethodId: string;
  readonly brand: string;
  readonly last4: string;
  /** 1–12. */
  readonly expMonth: number;
  readonly expYear: number;
}

/** How long before its expiry a card counts as nearing it, so the owner is asked to update it in time. */
export const cardExpiryWarningDays = 30;

/** A card works until the last moment of its expiry month (UTC). */
export function cardExpiresAt(card: Pick<SavedCard, 'expMonth' | 'expYear'>): Date {
  return new Date(Date.UTC(card.expYear, card.expMonth, 1) - 1);
}

/** True when the card expires within the warning window, or has expired already; false without a card. */
export function isCardNearingExpiry(card: SavedCard | null, now: Date): boolean {
  if (card === null) return false;
  return cardExpiresAt(card).getTime() - now.getTime() <= cardExpiryWarningDays * 24 * 60 * 60 * 1000;
}

/** What a card's expiry may be: a real month, and a year a card could carry. */
export function cardExpiryProblem(expMonth: number, expYear: number): string | null {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return 'The expiry month must be from 1 to 12';
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2100)
    return 'The expiry year must be a four-digit year';
  return null;
}
