import { countrySpecs, electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

const text = (missing: string, label: string) =>
  z.string().trim().min(1, missing).max(100, `Use at most 100 characters for ${label}`);

/** An optional field: absent, null and blank all mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish());

const withoutSeparators = (value: string) => value.replace(/[\s-]/g, '');

/**
 * SPEC §3's bank fields, checked as a bank would: a UK sort code (6 digits) with an account number (8), or an IBAN
 * (its checksum and its country's format) with the bank's SWIFT/BIC. Separators people type are accepted and
 * dropped; letters are stored upper case.
 */
export const bankDetailsInput = z
  .object({
    firstName: text('Enter your first name', 'your first name'),
    lastName: text('Enter your last name', 'your last name'),
    bankName: text('Enter the name of your bank', 'the bank’s name'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => /^[A-Z]{2}$/.test(code) && code in countrySpecs, 'Choose the country of your bank account'),
    sortCode: optional(
      z
        .string()
        .transform(withoutSeparators)
        .pipe(z.string().regex(/^\d{6}$/, 'Enter a 6-digit sort code, like 12-34-56')),
    ),
    accountNumber: optional(
      z
        .string()
        .transform(withoutSeparators)
        .pipe(z.string().regex(/^\d{8}$/, 'Enter an 8-digit account number')),
    ),
    iban: optional(
      z
        .string()
        .transform((value) => electronicFormatIBAN(value) ?? '')
        .refine((iban) => isValidIBAN(iban), 'Enter a valid IBAN, like GB82 WEST 1234 5698 7654 32'),
    ),
    swiftBic: optional(
      z
        .string()
        .transform((value) => withoutSeparators(value).toUpperCase())
        .refine((bic) => isValidBIC(bic), 'Enter a valid SWIFT/BIC code of 8 or 11 characters, like NWBKGB2L'),
    ),
  })
  .superRefine((details, ctx) => {
    const given = (value: string | null | undefined) => value !== null && value !== undefined;
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const hasSortCode = given(details.sortCode);
    const hasAccountNumber = given(details.accountNumber);
    if (hasSortCode && !hasAccountNumber)
      problem('accountNumber', 'Enter the account number that goes with the sort code');
    if (hasAccountNumber && !hasSortCode) problem('sortCode', 'Enter the sort code that goes with the account number');
    if ((hasSortCode || hasAccountNumber) && details.country !== 'GB') {
      problem('sortCode', 'A sort code and account number are for UK accounts: enter an IBAN instead');
    }
    if (!hasSortCode && !hasAccountNumber && !given(details.iban)) {
      problem('iban', 'Enter a UK sort code and account number, or an IBAN');
    }
    if (given(details.iban) && !given(details.swiftBic)) problem('swiftBic', 'Enter the SWIFT/BIC code of your bank');
  })
  .transform((details) => ({
    ...details,
    sortCode: details.sortCode ?? null,
    accountNumber: details.accountNumber ?? null,
    iban: details.iban ?? null,
    swiftBic: details.swiftBic ?? null,
  }));
