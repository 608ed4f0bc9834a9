import { countrySpecs, electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/**
 * The bank details rules, with the server's own messages (its BankDetailsInput check), so the form says the same
 * before and after sending: a UK sort code with an account number, or an IBAN with the bank's SWIFT/BIC.
 * Separators people type (spaces, dashes) are accepted and dropped. The server checks again and has the last word.
 */
const text = (missing: string, label: string) =>
  z.string().trim().min(1, missing).max(100, `Use at most 100 characters for ${label}`);

const withoutSeparators = (value: string): string => value.replace(/[\s-]/g, '');

/** A blank optional field is "not given": null, as the server reads it, rather than an empty string to refuse. */
const blankAsNull = (value: string): string | null => (value.trim() === '' ? null : value);

const sortCode = z
  .string()
  .transform(withoutSeparators)
  .pipe(z.string().regex(/^\d{6}$/, 'Enter a 6-digit sort code, like 12-34-56'));

const accountNumber = z
  .string()
  .transform(withoutSeparators)
  .pipe(z.string().regex(/^\d{8}$/, 'Enter an 8-digit account number'));

const iban = z
  .string()
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => isValidIBAN(value), 'Enter a valid IBAN, like GB82 WEST 1234 5698 7654 32');

const swiftBic = z
  .string()
  .transform((value) => withoutSeparators(value).toUpperCase())
  .refine((value) => isValidBIC(value), 'Enter a valid SWIFT/BIC code of 8 or 11 characters, like NWBKGB2L');

export const bankDetailsSchema = z
  .object({
    firstName: text('Enter your first name', 'your first name'),
    lastName: text('Enter your last name', 'your last name'),
    bankName: text('Enter the name of your bank', 'the bank’s name'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => /^[A-Z]{2}$/.test(code) && code in countrySpecs, 'Choose the country of your bank account'),
    sortCode: z.string().transform(blankAsNull).pipe(sortCode.nullable()),
    accountNumber: z.string().transform(blankAsNull).pipe(accountNumber.nullable()),
    iban: z.string().transform(blankAsNull).pipe(iban.nullable()),
    swiftBic: z.string().transform(blankAsNull).pipe(swiftBic.nullable()),
  })
  .superRefine((details, ctx) => {
    const problem = (path: string, message: string): void => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const hasSortCode = details.sortCode !== null;
    const hasAccountNumber = details.accountNumber !== null;
    if (hasSortCode && !hasAccountNumber)
      problem('accountNumber', 'Enter the account number that goes with the sort code');
    if (hasAccountNumber && !hasSortCode) problem('sortCode', 'Enter the sort code that goes with the account number');
    if ((hasSortCode || hasAccountNumber) && details.country !== 'GB') {
      problem('sortCode', 'A sort code and account number are for UK accounts: enter an IBAN instead');
    }
    if (!hasSortCode && !hasAccountNumber && details.iban === null) {
      problem('iban', 'Enter a UK sort code and account number, or an IBAN');
    }
    if (details.iban !== null && details.swiftBic === null)
      problem('swiftBic', 'Enter the SWIFT/BIC code of your bank');
  });

export type BankDetailsFieldValues = z.input<typeof bankDetailsSchema>;

export const bankDetailsFieldNames = [
  'firstName',
  'lastName',
  'bankName',
  'country',
  'sortCode',
  'accountNumber',
  'iban',
  'swiftBic',
] as const satisfies readonly (keyof BankDetailsFieldValues)[];

/** What the server answers for saved details: account number and IBAN masked (****5678). */
export interface SavedBankDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly bankName: string;
  readonly country: string;
  readonly sortCode?: string | null;
  readonly accountNumber?: string | null;
  readonly iban?: string | null;
  readonly swiftBic?: string | null;
}

export const emptyBankDetails: BankDetailsFieldValues = {
  firstName: '',
  lastName: '',
  bankName: '',
  country: '',
  sortCode: '',
  accountNumber: '',
  iban: '',
  swiftBic: '',
};

/**
 * The edit form starts from the saved details but for the account number and IBAN: the server shows only their
 * last 4 characters, and an update replaces the details in full, so they are typed again.
 */
export function bankDetailsToEdit(saved: SavedBankDetails): BankDetailsFieldValues {
  return {
    ...emptyBankDetails,
    firstName: saved.firstName,
    lastName: saved.lastName,
    bankName: saved.bankName,
    country: saved.country,
    sortCode: saved.sortCode === null || saved.sortCode === undefined ? '' : formatSortCode(saved.sortCode),
    swiftBic: saved.swiftBic ?? '',
  };
}

/** A sort code as printed on a bank card: 123456 → "12-34-56"; anything else as it is. */
export function formatSortCode(value: string): string {
  return /^\d{6}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4)}` : value;
}
