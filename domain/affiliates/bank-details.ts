/** SPEC §3: where a manual bank transfer pays an affiliate (a UK sort code and account number, or an IBAN). */
export interface BankDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly bankName: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly accountNumber: string | null;
  readonly sortCode: string | null;
  readonly iban: string | null;
  readonly swiftBic: string | null;
}

/** Everything but the last 4 characters hidden, as the details are shown back. */
export function maskTail(value: string | null): string | null {
  if (value === null) return null;
  return value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** The details as their owner sees them again: account number and IBAN masked, the rest as entered. */
export function maskedBankDetails(details: BankDetails): BankDetails {
  return { ...details, accountNumber: maskTail(details.accountNumber), iban: maskTail(details.iban) };
}
